import { RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The session check itself failed (offline, server down): not the same as being signed out. */
export function BookingsSessionError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation('bookings');
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center rounded-3xl bg-white px-6 py-12 text-center shadow-soft ring-1 ring-red-100"
    >
      <span className="inline-flex h-16 w-16 items-center justify-center rounded-2xl bg-red-50 text-red-600 ring-1 ring-red-100">
        <TriangleAlert className="h-8 w-8" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-xl font-extrabold tracking-tight text-ink">{t('sessionError.title')}</h2>
      <p className="mt-2 max-w-xs text-[15px] text-slate-500">{t('sessionError.message')}</p>
      <Button className="mt-6" onClick={onRetry} disabled={retrying}>
        <RotateCw className={retrying ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" />
        {t('actions.retry')}
      </Button>
    </section>
  );
}
