import { ACCOUNT_MESSAGES } from '@washday/core';
import { useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { endCustomerSession, useSession } from '@/features/auth/api/get-session';
import { ReferralButton } from '@/features/referrals/components/referral-button';
import { useReferralBadge } from '@/features/referrals/hooks/use-referral-badge';
import { translateMessage } from '@/lib/i18n';
import { whenIdle } from '@/lib/when-idle';
import { useCustomerView } from '../use-customer-view';
import { useReferralLink } from '../use-referral-link';

// The dialogs and the menu load on their own, so the home screen does not wait for them.
const loadSignInDialog = () => import('@/features/auth/components/sign-in-dialog');
const SignInDialog = lazy(async () => ({ default: (await loadSignInDialog()).SignInDialog }));
const UserMenu = lazy(async () => ({ default: (await import('@/features/auth/components/user-menu')).UserMenu }));
const PreferencesDialog = lazy(async () => ({
  default: (await import('@/features/preferences/components/preferences-dialog')).PreferencesDialog,
}));
const ReferAndEarnDialog = lazy(async () => ({
  default: (await import('@/features/referrals/components/refer-and-earn-dialog')).ReferAndEarnDialog,
}));
const AddressManagerDialog = lazy(async () => ({
  default: (await import('@/features/addresses/components/address-manager-dialog')).AddressManagerDialog,
}));

/** Same footprint as the Sign in button, so nothing jumps when the session answer arrives. */
function AccountPlaceholder() {
  return (
    <span
      aria-hidden="true"
      data-testid="account-placeholder"
      className="block h-10 w-[6.25rem] animate-pulse rounded-full bg-slate-100"
    />
  );
}

/**
 * The signed-in customer's menu with the Refer & Earn badge, whose words ('account') are not on a guest's first load:
 * the menu's Suspense shows the placeholder until they are here.
 */
function SignedInMenu(props: Omit<ComponentProps<typeof UserMenu>, 'referBadge'>) {
  const referBadge = useReferralBadge(props.user.id);
  return <UserMenu {...props} referBadge={referBadge} />;
}

/** Header slot: Sign in for guests, the account menu for a signed-in customer. */
export function CustomerAccount() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const [signInOpen, setSignInOpen] = useState(false);
  const [signInRequested, setSignInRequested] = useState(false);
  const [addressesOpen, setAddressesOpen] = useState(false);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const [referOpen, setReferOpen] = useState(false);
  const { go } = useCustomerView();
  const queryClient = useQueryClient();

  // The server has erased the account and ended its sessions: forget it here too and go home.
  const onAccountDeleted = async () => {
    setPreferencesOpen(false);
    await endCustomerSession(queryClient);
    toast.success(translateMessage(ACCOUNT_MESSAGES.deleted));
    go('home');
  };

  // Offline or failing: offer Sign in rather than a placeholder that never resolves.
  const signedOut = session.data === null || (session.data === undefined && (session.isError || session.isPaused));

  const openSignIn = () => {
    setSignInRequested(true);
    setSignInOpen(true);
  };
  const linkReferralCode = useReferralLink(signedOut, openSignIn);

  useEffect(() => {
    if (!signedOut) return;
    // Warm the dialog's code while the guest looks around, so Sign in opens at once; after the page has loaded, so
    // it does not hold up the first screen.
    return whenIdle(() => void loadSignInDialog().catch(() => undefined));
  }, [signedOut]);

  let slot;
  if (session.data) {
    slot = (
      <Suspense fallback={<AccountPlaceholder />}>
        <SignedInMenu
          user={session.data}
          onMyBookings={() => go('bookings')}
          onPlans={() => go('plans')}
          onSavedAddresses={() => setAddressesOpen(true)}
          onPreferences={() => setPreferencesOpen(true)}
          onReferAndEarn={() => setReferOpen(true)}
        />
      </Suspense>
    );
  } else if (signedOut) {
    slot = (
      <Button size="sm" className="h-10 px-4" onClick={openSignIn}>
        <LogIn className="h-4 w-4" aria-hidden="true" />
        {t('header.signIn')}
      </Button>
    );
  } else {
    slot = <AccountPlaceholder />;
  }

  return (
    <>
      {session.data ? (
        <Suspense fallback={null}>
          <ReferralButton userId={session.data.id} onClick={() => setReferOpen(true)} />
        </Suspense>
      ) : null}
      {slot}
      {session.data && referOpen ? (
        <Suspense fallback={null}>
          <ReferAndEarnDialog userId={session.data.id} open={referOpen} onOpenChange={setReferOpen} />
        </Suspense>
      ) : null}
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
      {session.data && preferencesOpen ? (
        <Suspense fallback={null}>
          <PreferencesDialog open={preferencesOpen} onOpenChange={setPreferencesOpen} onAccountDeleted={onAccountDeleted} />
        </Suspense>
      ) : null}
      {signInRequested ? (
        <Suspense fallback={null}>
          <SignInDialog open={signInOpen} onOpenChange={setSignInOpen} referralCode={linkReferralCode} />
        </Suspense>
      ) : null}
    </>
  );
}
