import type { RecurringOccurrence, RecurringSeries } from '@washday/core';
import { CalendarPlus, Repeat } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/locales/recurring-strings';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAddresses } from '@/features/addresses/api/get-addresses';
import { useSession } from '@/features/auth/api/get-session';
import { SignInDialog } from '@/features/auth/components/sign-in-dialog';
import { useRecurringPickups } from '@/features/recurring-pickups/api/recurring-pickups';
import { ChangeOccurrenceDialog } from '@/features/recurring-pickups/components/change-occurrence-dialog';
import { SeriesCard } from '@/features/recurring-pickups/components/series-card';
import { SeriesFormDialog } from '@/features/recurring-pickups/components/series-form-dialog';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { BookingsTopBar } from './components/bookings-top-bar';
import { useCustomerView } from './use-customer-view';

/** Recurring pickups (`?view=recurring`, issue 30): the customer's series, their next pickups, and a new one. */
export function RecurringPage() {
  useDocumentTitle('Home');
  const { t } = useTranslation('recurring');
  const { go } = useCustomerView();
  const session = useSession();
  const signedIn = Boolean(session.data);
  const series = useRecurringPickups(signedIn);
  const addresses = useAddresses(signedIn);
  const [signInOpen, setSignInOpen] = useState(false);
  const [form, setForm] = useState<{ series?: RecurringSeries } | null>(null);
  const [changing, setChanging] = useState<{ series: RecurringSeries; occurrence: RecurringOccurrence } | null>(null);

  let content;
  if (session.data === null) {
    content = (
      <div className="rounded-3xl bg-white p-6 text-center shadow-soft ring-1 ring-slate-200/70">
        <p className="text-[16px] font-semibold text-ink">{t('page.signIn')}</p>
        <Button className="mt-4" onClick={() => setSignInOpen(true)}>
          {t('page.signInButton')}
        </Button>
      </div>
    );
  } else if (series.isError) {
    content = (
      <div className="rounded-3xl bg-white p-6 text-center shadow-soft ring-1 ring-slate-200/70" role="alert">
        <p className="text-[15px] text-slate-700">{t('page.loadFailed')}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void series.refetch()}>
          {t('page.retry')}
        </Button>
      </div>
    );
  } else if (!series.data) {
    content = (
      <div className="grid gap-4 lg:grid-cols-2" aria-hidden="true">
        <Skeleton className="h-72 rounded-3xl" />
        <Skeleton className="h-72 rounded-3xl" />
      </div>
    );
  } else if (series.data.length === 0) {
    content = (
      <div className="flex flex-col items-center rounded-3xl bg-white px-6 py-10 text-center shadow-soft ring-1 ring-slate-200/70">
        <span className="inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
          <Repeat className="h-7 w-7" aria-hidden="true" />
        </span>
        <h2 className="mt-4 text-lg font-bold text-ink">{t('page.emptyTitle')}</h2>
        <p className="mt-1 max-w-sm text-[15px] text-slate-500">{t('page.emptyText')}</p>
      </div>
    );
  } else {
    content = (
      <ul className="grid gap-4 lg:grid-cols-2" aria-label={t('page.title')}>
        {series.data.map((item) => (
          <li key={item.id} className="flex [&>article]:flex-1">
            <SeriesCard
              series={item}
              onEdit={(s) => setForm({ series: s })}
              onChange={(s, occurrence) => setChanging({ series: s, occurrence })}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="min-h-dvh bg-slate-50/70">
      <BookingsTopBar onBack={() => go('bookings')} backLabel={t('page.back')} />
      <main className="mx-auto w-full max-w-5xl px-4 pt-5 pb-28 md:px-6 md:pt-8">
        <div className="mb-5 flex flex-col gap-3 md:mb-6 md:flex-row md:items-end md:justify-between">
          <div>
            <h1 className="text-[28px] leading-tight font-extrabold tracking-tight text-ink md:text-4xl">{t('page.title')}</h1>
            <p className="mt-1 text-[15px] text-slate-500">{t('page.subtitle')}</p>
          </div>
          {signedIn ? (
            <Button size="lg" className="w-full md:w-auto" onClick={() => setForm({})} disabled={!addresses.data}>
              <CalendarPlus className="h-5 w-5" aria-hidden="true" />
              {t('page.add')}
            </Button>
          ) : null}
        </div>
        {content}
      </main>
      <SeriesFormDialog
        open={form !== null}
        onOpenChange={(open) => (open ? undefined : setForm(null))}
        addresses={addresses.data ?? []}
        series={form?.series}
      />
      <ChangeOccurrenceDialog target={changing} onClose={() => setChanging(null)} />
      <SignInDialog open={signInOpen} onOpenChange={setSignInOpen} />
    </div>
  );
}
