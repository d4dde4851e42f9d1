import { LogIn } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/auth/api/get-session';
import { useCustomerView } from '../use-customer-view';

// The dialogs and the menu load on their own, so the home screen does not wait for them.
const loadSignInDialog = () => import('@/features/auth/components/sign-in-dialog');
const SignInDialog = lazy(async () => ({ default: (await loadSignInDialog()).SignInDialog }));
const UserMenu = lazy(async () => ({ default: (await import('@/features/auth/components/user-menu')).UserMenu }));
const AddressManagerDialog = lazy(async () => ({
  default: (await import('@/features/addresses/components/address-manager-dialog')).AddressManagerDialog,
}));

/** Same footprint as the Sign in button, so nothing jumps when the session answer arrives. */
function AccountPlaceholder() {
  return <span aria-hidden="true" data-testid="account-placeholder" className="block h-10 w-[6.25rem] animate-pulse rounded-full bg-slate-100" />;
}

/** Header slot: Sign in for guests, the account menu for a signed-in customer. */
export function CustomerAccount() {
  const session = useSession();
  const [signInOpen, setSignInOpen] = useState(false);
  const [signInRequested, setSignInRequested] = useState(false);
  const [addressesOpen, setAddressesOpen] = useState(false);
  const { go } = useCustomerView();

  // Offline or failing: offer Sign in rather than a placeholder that never resolves.
  const signedOut = session.data === null || (session.data === undefined && (session.isError || session.isPaused));

  const openSignIn = () => {
    setSignInRequested(true);
    setSignInOpen(true);
  };

  useEffect(() => {
    if (!signedOut) return;
    // Warm the dialog's code while the guest looks around, so Sign in opens at once.
    void loadSignInDialog().catch(() => undefined);
  }, [signedOut]);

  let slot;
  if (session.data) {
    slot = (
      <Suspense fallback={<AccountPlaceholder />}>
        <UserMenu user={session.data} onMyBookings={() => go('bookings')} onSavedAddresses={() => setAddressesOpen(true)} />
      </Suspense>
    );
  } else if (signedOut) {
    slot = (
      <Button size="sm" className="h-10 px-4" onClick={openSignIn}>
        <LogIn className="h-4 w-4" aria-hidden="true" />
        Sign in
      </Button>
    );
  } else {
    slot = <AccountPlaceholder />;
  }

  return (
    <>
      {slot}
      {session.data && addressesOpen ? (
        <Suspense fallback={null}>
          <AddressManagerDialog
            open={addressesOpen}
            onOpenChange={setAddressesOpen}
            signedIn
            defaultReceiver={{ name: session.data.name, phone: session.data.phone }}
            onExploreServices={() => {
              setAddressesOpen(false);
              go('home');
            }}
          />
        </Suspense>
      ) : null}
      {signInRequested ? (
        <Suspense fallback={null}>
          <SignInDialog open={signInOpen} onOpenChange={setSignInOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
