import { LogIn } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/auth/api/get-session';
import { SignInDialog } from '@/features/auth/components/sign-in-dialog';
import { UserMenu } from '@/features/auth/components/user-menu';

/** The spec: a `?ref=` link pre-fills the referral code and opens sign-in after 1 second. */
export const REFERRAL_SIGN_IN_DELAY_MS = 1000;

/** Header slot: Sign in for guests, the account menu for a signed-in customer. */
export function CustomerAccount() {
  const session = useSession();
  const [searchParams] = useSearchParams();
  const referralFromLink = searchParams.get('ref')?.trim() || undefined;
  const [signInOpen, setSignInOpen] = useState(false);
  const [referralHandled, setReferralHandled] = useState(false);

  const signedOut = session.data === null || (session.data === undefined && (session.isError || session.isPaused));

  useEffect(() => {
    if (!referralFromLink || referralHandled || !signedOut) return;
    const timer = setTimeout(() => {
      setReferralHandled(true);
      setSignInOpen(true);
    }, REFERRAL_SIGN_IN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [referralFromLink, referralHandled, signedOut]);

  let slot;
  if (session.data) {
    slot = <UserMenu user={session.data} />;
  } else if (signedOut) {
    slot = (
      <Button size="sm" className="h-10 rounded-full px-4" onClick={() => setSignInOpen(true)}>
        <LogIn className="h-4 w-4" aria-hidden="true" />
        Sign in
      </Button>
    );
  } else {
    // Same footprint as the Sign in button, so nothing jumps when the session answer arrives.
    slot = <span aria-hidden="true" className="block h-10 w-[6.25rem] animate-pulse rounded-full bg-slate-100" />;
  }

  return (
    <>
      {slot}
      <SignInDialog open={signInOpen} onOpenChange={setSignInOpen} defaultReferralCode={referralFromLink} />
    </>
  );
}
