import '@/locales/plans-strings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/features/auth/api/get-session';
import { SignInDialog } from '@/features/auth/components/sign-in-dialog';
import { PlansPage } from '@/features/plans/components/plans-page';
import { Button } from '@/components/ui/button';
import { BookingsTopBar } from './components/bookings-top-bar';
import { useCustomerView } from './use-customer-view';

/** Laundry plans (`?view=plans`): the customer's plan and the plans on offer; signing in first to choose one. */
export function PlansScreen() {
  const { go } = useCustomerView();
  const session = useSession();
  const { t } = useTranslation('plans');
  const [signInOpen, setSignInOpen] = useState(false);
  return (
    <div className="min-h-dvh bg-slate-50/70">
      <BookingsTopBar onBack={() => go('home')} />
      <main>
        {session.data ? (
          <PlansPage />
        ) : (
          <div className="mx-auto max-w-3xl px-4 pt-8">
            <Button size="lg" onClick={() => setSignInOpen(true)}>
              {t('signIn')}
            </Button>
          </div>
        )}
      </main>
      <SignInDialog open={signInOpen} onOpenChange={setSignInOpen} />
    </div>
  );
}
