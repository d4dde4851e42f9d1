import type { AdminCoupon } from '@washday/core';
import { Power, PowerOff } from 'lucide-react';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { dialogToastOptions } from '@/components/ui/dialog';
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
        onError: (error) =>
          toast.error(describeError(error, 'Could not change the coupon. Please try again.'), dialogToastOptions()),
      },
    );
  };

  return (
    <ConfirmDialog
      open={coupon !== null}
      onClose={onClose}
      icon={deactivating ? PowerOff : Power}
      tone={deactivating ? 'danger' : 'ok'}
      title={deactivating ? `Deactivate ${coupon?.code}?` : `Reactivate ${coupon?.code}?`}
      description={
        deactivating
          ? 'Checkout refuses it from the next order on ("This coupon is no longer active"). Orders that already used it keep their discount.'
          : 'Customers can use it again, within its dates, limits and conditions.'
      }
      confirmLabel={deactivating ? 'Deactivate' : 'Reactivate'}
      onConfirm={confirm}
      pending={setActive.isPending}
    />
  );
}
