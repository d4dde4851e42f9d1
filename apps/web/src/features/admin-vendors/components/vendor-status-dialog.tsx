import type { VendorRecord } from '@washday/core';
import { LoaderCircle, Power, PowerOff } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, dialogToastOptions } from '@/components/ui/dialog';
import { describeError } from '@/lib/request-errors';
import { cn } from '@/lib/cn';
import { useSetVendorStatus } from '../api/set-vendor-status';

/** Asks before deactivating (or reactivating) a vendor, saying what happens to the orders already there. */
export function VendorStatusDialog({ vendor, onClose }: { vendor: VendorRecord | null; onClose: () => void }) {
  const setStatus = useSetVendorStatus();
  const deactivating = vendor?.isActive ?? true;

  const confirm = () => {
    if (!vendor) return;
    setStatus.mutate(
      { id: vendor.id, isActive: !vendor.isActive },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onClose();
        },
        onError: (error) => toast.error(describeError(error, 'Could not change the vendor. Please try again.'), dialogToastOptions()),
      },
    );
  };

  return (
    <Dialog
      open={vendor !== null}
      onOpenChange={(open) => {
        if (!open && !setStatus.isPending) onClose();
      }}
    >
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
            <DialogTitle className="text-xl">{deactivating ? `Deactivate ${vendor?.name}?` : `Reactivate ${vendor?.name}?`}</DialogTitle>
            <DialogDescription className="mt-1">
              {deactivating
                ? 'It will no longer be offered when assigning orders. The vendor is kept, with its history, and can be reactivated at any time.'
                : 'It will be offered again when assigning orders whose services it handles.'}
            </DialogDescription>
          </div>
        </div>
        {deactivating && vendor && vendor.openOrders > 0 ? (
          <p className="rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-100">
            <span className="font-semibold">
              {vendor.openOrders} open order{vendor.openOrders === 1 ? '' : 's'}
            </span>{' '}
            {vendor.openOrders === 1 ? 'is' : 'are'} with this vendor. {vendor.openOrders === 1 ? 'It stays' : 'They stay'} assigned and move through the
            vendor stages as usual.
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={setStatus.isPending}>
            Cancel
          </Button>
          <Button
            onClick={confirm}
            disabled={setStatus.isPending}
            aria-busy={setStatus.isPending}
            className={deactivating ? 'bg-red-600 hover:bg-red-700 active:bg-red-800' : undefined}
          >
            {setStatus.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
            {deactivating ? 'Deactivate vendor' : 'Reactivate vendor'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
