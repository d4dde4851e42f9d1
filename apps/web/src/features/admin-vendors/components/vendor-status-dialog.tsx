import type { VendorRecord } from '@washday/core';
import { Power, PowerOff } from 'lucide-react';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { dialogToastOptions } from '@/components/ui/dialog';
import { describeError } from '@/lib/request-errors';
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
        onError: (error) =>
          toast.error(describeError(error, 'Could not change the vendor. Please try again.'), dialogToastOptions()),
      },
    );
  };

  return (
    <ConfirmDialog
      open={vendor !== null}
      onClose={onClose}
      icon={deactivating ? PowerOff : Power}
      tone={deactivating ? 'danger' : 'ok'}
      title={deactivating ? `Deactivate ${vendor?.name}?` : `Reactivate ${vendor?.name}?`}
      description={
        deactivating
          ? 'It will no longer be offered when assigning orders. The vendor is kept, with its history, and can be reactivated at any time.'
          : 'It will be offered again when assigning orders whose services it handles.'
      }
      confirmLabel={deactivating ? 'Deactivate vendor' : 'Reactivate vendor'}
      onConfirm={confirm}
      pending={setStatus.isPending}
    >
      {deactivating && vendor && vendor.openOrders > 0 ? (
        <p className="rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-100">
          <span className="font-semibold">
            {vendor.openOrders} open order{vendor.openOrders === 1 ? '' : 's'}
          </span>{' '}
          {vendor.openOrders === 1 ? 'is' : 'are'} with this vendor. {vendor.openOrders === 1 ? 'It stays' : 'They stay'} assigned
          and move through the vendor stages as usual.
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
