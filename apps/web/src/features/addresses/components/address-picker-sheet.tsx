import type { AddressRecord } from '@washday/core';
import { ChevronRight, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, dialogToastOptions } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useAddresses } from '../api/get-addresses';
import type { Receiver } from '../utils/address-draft';
import { addressTitle } from '../utils/address-messages';
import { AddressForm } from './address-form';
import { AddressListStates } from './address-list-states';
import { AddressSummary } from './address-summary';
import { DeleteAddressDialog } from './delete-address-dialog';

export interface AddressPickerSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The address chosen now, if any. */
  selectedId: string | null | undefined;
  onSelect: (address: AddressRecord) => void;
  signedIn: boolean;
  onSignIn?: () => void;
  /** Pre-fills the receiver of a new address. */
  defaultReceiver?: Receiver | null;
  /** 'Explore Available Services' from the not-available dialog. */
  onExploreServices?: () => void;
  /** The selected address was deleted here: the caller should clear its choice. */
  onSelectedDeleted?: () => void;
}

/**
 * 'Select an address': the saved addresses as radio choices, with Add Address, Edit and Delete (customer-app.md §2).
 * A bottom sheet on phones, a centred card from 768 px. A tap picks and closes; arrow keys move the choice and
 * Done (or Escape) closes. A newly added address is picked at once.
 */
export function AddressPickerSheet({
  open,
  onOpenChange,
  selectedId,
  onSelect,
  signedIn,
  onSignIn,
  defaultReceiver,
  onExploreServices,
  onSelectedDeleted,
}: AddressPickerSheetProps) {
  const { t } = useTranslation('addresses');
  const groupName = useId();
  const addresses = useAddresses(signedIn && open);
  const [editing, setEditing] = useState<AddressRecord | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AddressRecord | null>(null);
  const list = addresses.data ?? [];

  const addAddress = () => {
    if (signedIn) return setEditing(null);
    toast.info(t('list.loginRequired'), { description: t('list.loginRequiredAdd'), ...dialogToastOptions() });
    onSignIn?.();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        mobileLayout="sheet"
        widthClassName="min-[48rem]:max-w-lg"
        showClose={false}
        onOpenAutoFocus={(event) => {
          // Focus the dialog itself (its title is read out) rather than ringing the first button.
          event.preventDefault();
          if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
        }}
      >
        <div className="sticky top-0 z-10 bg-white px-5 pt-3 pb-4 shadow-[0_1px_0_rgb(226_232_240/0.8)] min-[48rem]:pt-5">
          <span aria-hidden="true" className="mx-auto mb-3 block h-1.5 w-10 rounded-full bg-slate-200 min-[48rem]:hidden" />
          <div className="flex items-start gap-3">
            <div className="min-w-0 flex-1">
              <DialogTitle className="text-xl">{t('list.pickerTitle')}</DialogTitle>
              <DialogDescription className="mt-0.5">{t('list.pickerDescription')}</DialogDescription>
            </div>
            <DialogClose
              aria-label={t('list.close')}
              className="-mt-1 -mr-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-slate-500 transition-colors hover:bg-slate-100 hover:text-ink"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </DialogClose>
          </div>
        </div>

        <div className="flex flex-1 flex-col gap-3 bg-slate-50 px-4 py-4 min-[48rem]:px-5">
          <button
            type="button"
            onClick={addAddress}
            className="group flex min-h-14 w-full items-center gap-3 rounded-2xl bg-white px-4 py-2.5 text-left shadow-soft ring-1 ring-slate-900/5 transition hover:ring-brand-200"
          >
            <span className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 text-white">
              <Plus className="h-5 w-5" aria-hidden="true" />
            </span>
            <span className="flex-1 text-[15px] font-bold text-brand-700">{t('list.addAddress')}</span>
            <ChevronRight className="h-5 w-5 text-slate-500" aria-hidden="true" />
          </button>

          <AddressListStates
            signedIn={signedIn}
            onSignIn={onSignIn}
            addresses={addresses}
            emptyText={t('list.pickerEmpty')}
            emptyDetail={t('list.pickerEmptyDetail')}
          >
            <div role="radiogroup" aria-label={t('list.savedAddressesLabel')} className="flex flex-col gap-3">
              {list.map((address) => {
                const checked = address.id === selectedId;
                const inputId = `${groupName}-${address.id}`;
                return (
                  <div
                    key={address.id}
                    className={cn(
                      'flex items-stretch rounded-2xl bg-white shadow-soft ring-1 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                      checked ? 'ring-2 ring-brand-500' : 'ring-slate-900/5 hover:ring-brand-200',
                    )}
                  >
                    <label htmlFor={inputId} className="flex min-w-0 flex-1 cursor-pointer items-start gap-3 py-4 pl-4">
                      <input
                        id={inputId}
                        type="radio"
                        name={groupName}
                        value={address.id}
                        checked={checked}
                        onChange={() => onSelect(address)}
                        // A tap (detail > 0) picks and closes; keyboard changes keep the sheet open.
                        onClick={(event) => {
                          if (event.detail > 0) {
                            if (!checked) onSelect(address);
                            onOpenChange(false);
                          }
                        }}
                        className="peer sr-only"
                      />
                      <span
                        aria-hidden="true"
                        className={cn(
                          'mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full ring-2 transition',
                          checked ? 'bg-brand-600 ring-brand-600' : 'bg-white ring-slate-300',
                        )}
                      >
                        <span className={cn('h-2 w-2 rounded-full bg-white', checked ? 'opacity-100' : 'opacity-0')} />
                      </span>
                      <AddressSummary address={address} compact inlineIcon className="flex-1" />
                    </label>
                    <div className="flex shrink-0 flex-col items-center justify-center gap-1 px-1.5 py-2">
                      <button
                        type="button"
                        aria-label={t('list.editNamed', { title: addressTitle(address, t).text })}
                        onClick={() => setEditing(address)}
                        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-ink"
                      >
                        <Pencil className="h-[18px] w-[18px]" aria-hidden="true" />
                      </button>
                      <button
                        type="button"
                        aria-label={t('list.deleteNamed', { title: addressTitle(address, t).text })}
                        onClick={() => setDeleting(address)}
                        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-500 hover:bg-red-50 hover:text-red-600"
                      >
                        <Trash2 className="h-[18px] w-[18px]" aria-hidden="true" />
                      </button>
                    </div>
                  </div>
                );
              })}
            </div>
          </AddressListStates>
        </div>

        {signedIn && list.length > 0 ? (
          <div className="sticky bottom-0 mt-auto border-t border-slate-200/70 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur min-[48rem]:px-5">
            <Button size="lg" className="w-full" onClick={() => onOpenChange(false)}>
              {t('list.done')}
            </Button>
          </div>
        ) : null}

        <AddressForm
          open={editing !== undefined}
          onOpenChange={(isOpen) => {
            if (!isOpen) setEditing(undefined);
          }}
          initial={editing ?? undefined}
          onSaved={(saved) => {
            const adding = editing === null;
            setEditing(undefined);
            // A new address is what the customer wants to use; an edited selected one stays selected with its new text.
            if (adding || saved.id === selectedId) onSelect(saved);
            if (adding) onOpenChange(false);
          }}
          defaultReceiver={defaultReceiver}
          onExploreServices={onExploreServices}
        />
        <DeleteAddressDialog
          address={deleting}
          onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
          onDeleted={(deleted) => {
            if (deleted.id === selectedId) onSelectedDeleted?.();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
