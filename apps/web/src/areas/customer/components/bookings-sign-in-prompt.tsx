import { LogIn, ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Shown to a guest on screens that need the signed-in customer. */
export function BookingsSignInPrompt({ title, message, onSignIn }: { title: string; message: string; onSignIn: () => void }) {
  const { t } = useTranslation('bookings');
  return (
    <section className="mx-auto flex max-w-md flex-col items-center rounded-3xl bg-white px-6 py-12 text-center shadow-soft ring-1 ring-slate-900/5">
      <span className="inline-flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
        <ReceiptText className="h-8 w-8" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-xl font-extrabold tracking-tight text-ink">{title}</h2>
      <p className="mt-2 max-w-xs text-[15px] text-slate-500">{message}</p>
      <Button size="lg" className="mt-6 min-w-40" onClick={onSignIn}>
        <LogIn className="h-5 w-5" aria-hidden="true" />
        {t('page.signIn')}
      </Button>
    </section>
  );
}
