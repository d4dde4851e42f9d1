import type { AddressRecord } from '@washday/core';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, dialogToastOptions } from '@/components/ui/dialog';
import { useDeleteAddress } from '../api/delete-address';
import { addressErrorMessage, addressTitle } from '../utils/address-messages';

export interface DeleteAddressDialogProps {
  /** The address to delete; null keeps the dialog closed. */
  address: AddressRecord | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: (address: AddressRecord) => void;
}

/** 'Delete Address?' with Cancel and Delete. Stays open with the server's message when the delete fails. */
export function DeleteAddressDialog({ address, onOpenChange, onDeleted }: DeleteAddressDialogProps) {
  const { t } = useTranslation('addresses');
  const deleteAddress = useDeleteAddress();
  const confirm = () => {
    if (!address || deleteAddress.isPending) return;
    deleteAddress.mutate(address.id, {
      onSuccess: () => {
        toast.success(t('delete.deleted'), dialogToastOptions());
        onDeleted?.(address);
        onOpenChange(false);
      },
      onError: (error) => {
        toast.error(t('delete.failed'), {
          description: addressErrorMessage(error, t('list.pleaseTryAgain')),
          ...dialogToastOptions(),
        });
      },
    });
  };

  return (
    <Dialog open={address !== null} onOpenChange={(open) => !deleteAddress.isPending && onOpenChange(open)}>
      <DialogContent mobileLayout="card" widthClassName="min-[48rem]:max-w-sm" showClose={false} role="alertdialog">
        <div className="p-6 text-center">
          <span className="mx-auto mb-4 inline-flex h-14 w-14 items-center justify-center rounded-full bg-red-50 text-red-600 ring-8 ring-red-50/60">
            <Trash2 className="h-6 w-6" aria-hidden="true" />
          </span>
          <DialogTitle className="text-xl">{t('delete.title')}</DialogTitle>
          <DialogDescription className="mt-2 text-[15px] leading-relaxed">
            {address ? (
              <>
                <span translate={addressTitle(address, t).isTypeName ? undefined : 'no'} className="font-semibold text-slate-700">
                  {addressTitle(address, t).text}
                </span>
                : <span translate="no">{address.full_address}</span>
              </>
            ) : null}
          </DialogDescription>
          <p className="mt-1 text-sm text-slate-500">{t('delete.cannotUndo')}</p>
          <div className="mt-6 grid grid-cols-2 gap-3">
            <Button variant="secondary" size="lg" onClick={() => onOpenChange(false)} disabled={deleteAddress.isPending}>
              {t('delete.cancel')}
            </Button>
            <button
              type="button"
              onClick={confirm}
              disabled={deleteAddress.isPending}
              aria-busy={deleteAddress.isPending}
              className="inline-flex h-12 items-center justify-center gap-2 rounded-xl bg-red-600 px-6 text-base font-semibold text-white shadow-soft transition-colors hover:bg-red-700 active:bg-red-800 disabled:pointer-events-none disabled:opacity-60"
            >
              {deleteAddress.isPending ? <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" /> : null}
              {t('delete.confirm')}
            </button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
