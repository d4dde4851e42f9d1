import type { AdminCoupon } from '@washday/core';
import { LoaderCircle, Power, PowerOff } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, dialogToastOptions } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { describeError } from '@/lib/request-errors';
import { useSetCouponActive } from '../api/set-coupon-active';

/** Asks before deactivating (or reactivating) a coupon, saying what checkout will do with it. */
export function CouponStatusDialog({ coupon, onClose }: { coupon: AdminCoupon | null; onClose: () => void }) {
  const setActive = useSetCouponActive();
  const deactivating = coupon?.is_active ?? true;

  const confirm = () => {
    if (!coupon) return;
    setActive.mutate(
      { code: coupon.code, isActive: !coupon.is_active },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onClose();
        },
        onError: (error) => toast.error(describeError(error, 'Could not change the coupon. Please try again.'), dialogToastOptions()),
      },
    );
  };

  return (
    <Dialog open={coupon !== null} onOpenChange={(open) => (open || setActive.isPending ? undefined : onClose())}>
      <DialogContent role="alertdialog" widthClassName="min-[48rem]:max-w-md" className="gap-5 p-6">
        <div className="flex items-start gap-3 pr-10">
          <span
            className={cn(
              'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl ring-1',
              deactivating ? 'bg-red-50 text-red-600 ring-red-100' : 'bg-emerald-50 text-emerald-700 ring-emerald-100',
            )}
          >
            {deactivating ? <PowerOff className="h-5 w-5" aria-hidden="true" /> : <Power className="h-5 w-5" aria-hidden="true" />}
          </span>
          <div>
            <DialogTitle className="text-xl">{deactivating ? `Deactivate ${coupon?.code}?` : `Reactivate ${coupon?.code}?`}</DialogTitle>
            <DialogDescription className="mt-1">
              {deactivating
                ? 'Checkout refuses it from the next order on ("This coupon is no longer active"). Orders that already used it keep their discount.'
                : 'Customers can use it again, within its dates, limits and conditions.'}
            </DialogDescription>
          </div>
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={setActive.isPending}>
            Cancel
          </Button>
          <Button className={cn(deactivating && 'bg-red-600 hover:bg-red-700 active:bg-red-800')} onClick={confirm} disabled={setActive.isPending}>
            {setActive.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
            {deactivating ? 'Deactivate' : 'Reactivate'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
