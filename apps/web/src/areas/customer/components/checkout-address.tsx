import { useEffect, useState } from 'react';
import { AddressPickerSheet } from '@/features/addresses/components/address-picker-sheet';
import { SelectedAddressCard } from '@/features/addresses/components/selected-address-card';
import { useAddresses } from '@/features/addresses/api/get-addresses';

interface CheckoutAddressProps {
  signedIn: boolean;
  addressId: string | null;
  onChange: (addressId: string | null) => void;
  receiver: { name: string; phone: string } | undefined;
  onSignIn: () => void;
  onExploreServices: () => void;
}

/** Checkout's pickup address: the chosen saved address, and the 'Select an address' sheet to change it. */
export function CheckoutAddress({ signedIn, addressId, onChange, receiver, onSignIn, onExploreServices }: CheckoutAddressProps) {
  const addresses = useAddresses(signedIn);
  const [pickerOpen, setPickerOpen] = useState(false);
  const list = addresses.data;
  const selected = list?.find((a) => a.id === addressId) ?? null;

  useEffect(() => {
    if (!list) return;
    // Start with the default address, and forget a choice that is no longer saved.
    if (addressId && !list.some((a) => a.id === addressId)) onChange(null);
    else if (!addressId && list[0]) onChange((list.find((a) => a.is_default) ?? list[0]).id);
  }, [list, addressId, onChange]);

  return (
    <>
      <SelectedAddressCard address={selected} onChange={() => (signedIn ? setPickerOpen(true) : onSignIn())} />
      <AddressPickerSheet
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        selectedId={addressId}
        onSelect={(address) => onChange(address.id)}
        onSelectedDeleted={() => onChange(null)}
        signedIn={signedIn}
        onSignIn={onSignIn}
        {...(receiver ? { defaultReceiver: receiver } : {})}
        onExploreServices={onExploreServices}
      />
    </>
  );
}
