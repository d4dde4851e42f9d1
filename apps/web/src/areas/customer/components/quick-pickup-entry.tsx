import { lazy, Suspense, useState } from 'react';
import { useAddresses } from '@/features/addresses/api/get-addresses';
import { useSession } from '@/features/auth/api/get-session';
import { QuickPickupButton } from '@/features/quick-pickup/components/quick-pickup-button';
import { useCustomerView } from '../use-customer-view';

// Dialogs load on first use, so the home screen does not wait for them.
const QuickPickupDialog = lazy(async () => ({
  default: (await import('@/features/quick-pickup/components/quick-pickup-dialog')).QuickPickupDialog,
}));
const SignInDialog = lazy(async () => ({ default: (await import('@/features/auth/components/sign-in-dialog')).SignInDialog }));

/**
 * The home screen's Quick Pickup: the button, its dialog with the customer's saved addresses, and sign-in first for a
 * guest, after which the dialog opens again.
 */
export function QuickPickupEntry() {
  const session = useSession();
  const { go } = useCustomerView();
  const [open, setOpen] = useState(false);
  const [signInOpen, setSignInOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const signedIn = Boolean(session.data);
  const addresses = useAddresses(signedIn && open);
  // Offline or failing: a guest as far as this button knows (the server decides anyway).
  const user = session.data ?? (session.data === null || session.isError || session.isPaused ? null : undefined);

  return (
    <>
      <QuickPickupButton
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      />
      {used ? (
        <Suspense fallback={null}>
          <QuickPickupDialog
            open={open}
            onOpenChange={setOpen}
            user={user}
            // A failed read of the addresses leaves the typed address.
            addresses={signedIn ? (addresses.data ?? (addresses.isError ? [] : undefined)) : []}
            onSignIn={() => {
              setOpen(false);
              setSignInOpen(true);
            }}
            onViewBookings={() => go('bookings')}
          />
          {signInOpen ? <SignInDialog open={signInOpen} onOpenChange={setSignInOpen} onSignedIn={() => setOpen(true)} /> : null}
        </Suspense>
      ) : null}
    </>
  );
}
