import type { AddressRecord } from '@washday/core';
import { ChevronRight, EllipsisVertical, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Dialog, DialogContent, DialogDescription, DialogTitle, dialogToastOptions } from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useAddresses } from '../api/get-addresses';
import { useSetDefaultAddress } from '../api/set-default-address';
import type { Receiver } from '../utils/address-draft';
import { addressErrorMessage, addressTitle } from '../utils/address-messages';
import { AddressForm } from './address-form';
import { AddressListStates } from './address-list-states';
import { AddressSummary } from './address-summary';
import { AddressTypeIcon } from './address-type-icon';
import { DeleteAddressDialog } from './delete-address-dialog';

export interface AddressManagerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signedIn: boolean;
  /** Guests are asked to sign in; the caller opens its sign-in dialog. */
  onSignIn?: () => void;
  /** Pre-fills the receiver of a new address. */
  defaultReceiver?: Receiver | null;
  /** 'Explore Available Services' from the not-available dialog. */
  onExploreServices?: () => void;
}

/** 'Manage your addresses': add, edit, make default and delete saved addresses (customer-app.md §2). */
export function AddressManagerDialog({
  open,
  onOpenChange,
  signedIn,
  onSignIn,
  defaultReceiver,
  onExploreServices,
}: AddressManagerDialogProps) {
  const { t } = useTranslation('addresses');
  const addresses = useAddresses(signedIn && open);
  const setDefault = useSetDefaultAddress();
  /** undefined: form closed; null: adding; an address: editing it. */
  const [editing, setEditing] = useState<AddressRecord | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AddressRecord | null>(null);

  const askToSignIn = () => {
    toast.info(t('list.loginRequired'), { description: t('list.loginRequiredAdd'), ...dialogToastOptions() });
    onSignIn?.();
  };

  const makeDefault = (address: AddressRecord) => {
    setDefault.mutate(address.id, {
      onSuccess: () => toast.success(t('list.defaultUpdated'), dialogToastOptions()),
      onError: (error) =>
        toast.error(t('list.defaultFailed'), {
          description: addressErrorMessage(error, t('list.pleaseTryAgain')),
          ...dialogToastOptions(),
        }),
    });
  };

  const list = addresses.data ?? [];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        mobileLayout="fullscreen"
        widthClassName="min-[48rem]:max-w-lg"
        onOpenAutoFocus={(event) => {
          // Focus the dialog itself (its title is read out) rather than ringing the first button.
          event.preventDefault();
          if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
        }}
      >
        <div className="border-b border-slate-200/70 bg-white px-5 pt-[max(1.25rem,env(safe-area-inset-top))] pr-16 pb-4">
          <DialogTitle className="text-xl">{t('list.managerTitle')}</DialogTitle>
          <DialogDescription className="mt-0.5">{t('list.managerDescription')}</DialogDescription>
        </div>

        <div className="flex flex-1 flex-col gap-5 bg-slate-50 px-4 py-5 min-[48rem]:px-5">
          <button
            type="button"
            onClick={() => (signedIn ? setEditing(null) : askToSignIn())}
            className="group flex min-h-16 w-full items-center gap-3 rounded-2xl bg-white px-4 py-3 text-left shadow-soft ring-1 ring-slate-900/5 transition hover:ring-brand-200"
          >
            <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 text-white shadow-soft">
              <Plus className="h-5 w-5" aria-hidden="true" />
            </span>
            <span className="flex-1 text-[15px] font-bold text-brand-700">{t('list.addAddress')}</span>
            <ChevronRight
              className="h-5 w-5 text-slate-500 transition group-hover:translate-x-0.5 group-hover:text-brand-600"
              aria-hidden="true"
            />
          </button>

          <section aria-labelledby="saved-addresses-heading" className="flex flex-col gap-3">
            <h3 id="saved-addresses-heading" className="px-1 text-xs font-bold tracking-[0.12em] text-slate-500">
              {t('list.savedAddresses')}
            </h3>

            <AddressListStates signedIn={signedIn} onSignIn={onSignIn} addresses={addresses} emptyText={t('list.emptySignedIn')}>
              <ul className="flex flex-col gap-3">
                {list.map((address) => (
                  <li
                    key={address.id}
                    className="flex items-start gap-3 rounded-2xl bg-white p-4 shadow-soft ring-1 ring-slate-900/5"
                  >
                    <AddressTypeIcon type={address.address_type} />
                    <AddressSummary address={address} className="flex-1" />
                    <DropdownMenu modal={false}>
                      <DropdownMenuTrigger
                        aria-label={t('list.optionsFor', { title: addressTitle(address, t).text })}
                        className="-mt-1.5 -mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-500 transition-colors hover:bg-slate-100 hover:text-ink data-[state=open]:bg-slate-100"
                      >
                        <EllipsisVertical className="h-5 w-5" aria-hidden="true" />
                      </DropdownMenuTrigger>
                      <DropdownMenuContent className="w-56">
                        <DropdownMenuItem onSelect={() => setEditing(address)}>
                          <Pencil className="h-[18px] w-[18px] text-slate-500" aria-hidden="true" />
                          {t('list.editAddress')}
                        </DropdownMenuItem>
                        {!address.is_default ? (
                          <DropdownMenuItem onSelect={() => makeDefault(address)} disabled={setDefault.isPending}>
                            <Star className="h-[18px] w-[18px] text-slate-500" aria-hidden="true" />
                            {t('list.setDefault')}
                          </DropdownMenuItem>
                        ) : null}
                        <DropdownMenuSeparator />
                        <DropdownMenuItem variant="danger" onSelect={() => setDeleting(address)}>
                          <Trash2 className="h-[18px] w-[18px]" aria-hidden="true" />
                          {t('list.deleteAddress')}
                        </DropdownMenuItem>
                      </DropdownMenuContent>
                    </DropdownMenu>
                  </li>
                ))}
              </ul>
            </AddressListStates>
          </section>
        </div>

        <AddressForm
          open={editing !== undefined}
          onOpenChange={(isOpen) => {
            if (!isOpen) setEditing(undefined);
          }}
          initial={editing ?? undefined}
          onSaved={() => setEditing(undefined)}
          defaultReceiver={defaultReceiver}
          onExploreServices={onExploreServices}
        />
        <DeleteAddressDialog address={deleting} onOpenChange={(isOpen) => !isOpen && setDeleting(null)} />
      </DialogContent>
    </Dialog>
  );
}
