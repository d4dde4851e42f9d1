import type { AddressRecord } from '@washday/core';
import { useState } from 'react';
import { Toaster } from 'sonner';
import { AddressForm } from '../components/address-form';

/** The address form as a screen shows it, with its open state and toasts, for the form's tests. */
export function AddressFormHarness({ initial, onSaved }: { initial?: AddressRecord; onSaved: (address: AddressRecord) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'form open' : 'form closed'}</p>
      <AddressForm
        open={open}
        onOpenChange={setOpen}
        initial={initial}
        onSaved={onSaved}
        defaultReceiver={{ name: 'Asha Verma', phone: '9876543210' }}
      />
      <Toaster />
    </>
  );
}
