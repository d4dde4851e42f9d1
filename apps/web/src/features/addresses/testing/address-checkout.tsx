// The checkout's use of the address screens, for their tests: a card showing the choice, the sheet to change it.
import type { AddressRecord } from '@washday/core';
import { useState } from 'react';
import { Toaster } from 'sonner';
import { AddressPickerSheet, type AddressPickerSheetProps } from '../components/address-picker-sheet';
import { SelectedAddressCard } from '../components/selected-address-card';

export function AddressCheckout({
  signedIn = true,
  toaster = false,
  ...sheet
}: Partial<Pick<AddressPickerSheetProps, 'signedIn' | 'onSignIn' | 'defaultReceiver'>> & { toaster?: boolean }) {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<AddressRecord | null>(null);
  return (
    <>
      <SelectedAddressCard address={selected} onChange={() => setOpen(true)} />
      <AddressPickerSheet
        open={open}
        onOpenChange={setOpen}
        selectedId={selected?.id}
        onSelect={setSelected}
        signedIn={signedIn}
        {...sheet}
      />
      {toaster ? <Toaster /> : null}
    </>
  );
}
