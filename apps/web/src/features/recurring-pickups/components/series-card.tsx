import type { RecurringOccurrence, RecurringSeries } from '@washday/core';
import { CalendarClock, MapPin, Pause, PencilLine, Play, Shirt, SkipForward, Square, StickyNote } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/locales/recurring-strings';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';
import { serverMessage } from '@/lib/form-errors';
import { translateMessage } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useSeriesAction, useSkipOccurrence, type SeriesAction } from '../api/recurring-pickups';
import { formatRecurringDay, formatRecurringTime, ruleText } from '../utils/recurring-format';

export interface SeriesCardProps {
  series: RecurringSeries;
  onEdit: (series: RecurringSeries) => void;
  onChange: (series: RecurringSeries, occurrence: RecurringOccurrence) => void;
}

const statusTones: Record<RecurringSeries['status'], string> = {
  active: 'bg-emerald-50 text-emerald-700 ring-emerald-100',
  paused: 'bg-amber-50 text-amber-800 ring-amber-100',
  stopped: 'bg-slate-100 text-slate-600 ring-slate-200',
};
const occurrenceTones: Record<RecurringOccurrence['status'], string> = {
  planned: 'text-slate-600',
  changed: 'text-brand-700',
  booked: 'text-emerald-700',
  skipped: 'text-slate-400 line-through',
  missed: 'text-red-600',
  paused: 'text-amber-700',
};

const failed = (error: unknown) => toast.error(translateMessage(serverMessage(error)));

/** One recurring pickup: its rule, status, address, usual services and next pickups, with what the customer may do. */
export function SeriesCard({ series, onEdit, onChange }: SeriesCardProps) {
  const { t } = useTranslation('recurring');
  const locale = useLocale();
  // Service names in the interface language where the catalogue has them.
  const catalogue = useCatalogueText();
  const action = useSeriesAction();
  const skip = useSkipOccurrence();
  const [stopping, setStopping] = useState(false);
  const stopped = series.status === 'stopped';

  const run = (next: SeriesAction) =>
    action.mutate(
      { id: series.id, action: next },
      { onError: failed, onSuccess: (data) => toast.success(translateMessage(data.message)) },
    );

  return (
    <article
      className={cn(
        'flex flex-col overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-slate-200/70',
        stopped && 'opacity-75',
      )}
      aria-label={ruleText(series, t, locale)}
    >
      <header className="flex items-start justify-between gap-3 px-4 pt-4 md:px-5">
        <div className="flex min-w-0 items-start gap-3">
          <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
            <CalendarClock className="h-5 w-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 className="text-[17px] leading-snug font-bold text-ink">{ruleText(series, t, locale, false)}</h2>
            <p className="text-[14px] text-slate-500">{formatRecurringTime(series.pickup_time, locale)}</p>
          </div>
        </div>
        <span className={cn('shrink-0 rounded-full px-2.5 py-1 text-[13px] font-semibold ring-1', statusTones[series.status])}>
          {t(`status.${series.status}`)}
        </span>
      </header>

      {series.status === 'paused' && series.paused_reason ? (
        <p className="mx-4 mt-3 rounded-2xl bg-amber-50 px-3 py-2 text-[14px] text-amber-900 ring-1 ring-amber-100 md:mx-5">
          {t(`pausedReason.${series.paused_reason}`)}
        </p>
      ) : null}

      <dl className="grid gap-2.5 px-4 pt-3 text-[15px] md:px-5">
        <div className="flex items-start gap-2.5">
          <dt className="sr-only">{t('card.address')}</dt>
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
          <dd className="min-w-0 text-slate-700">
            {series.address ? (
              <>
                <span className="font-semibold text-ink">{series.address_title}</span> ·{' '}
                <span className="break-words">{series.address}</span>
              </>
            ) : (
              <span className="text-red-600">{t('card.addressGone')}</span>
            )}
          </dd>
        </div>
        <div className="flex items-start gap-2.5">
          <dt className="sr-only">{t('card.usual')}</dt>
          <Shirt className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
          <dd className="text-slate-700" translate={series.services.length && catalogue.language === 'en' ? 'no' : undefined}>
            {series.services.length
              ? series.services.map((s) => `${catalogue.bookedName(s.service_id, s.name).text} × ${s.quantity}`).join(', ')
              : t('card.noServices')}
          </dd>
        </div>
        {series.notes ? (
          <div className="flex items-start gap-2.5">
            <dt className="sr-only">{t('card.notes')}</dt>
            <StickyNote className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            <dd className="text-slate-700" translate="no">
              {series.notes}
            </dd>
          </div>
        ) : null}
      </dl>

      {stopped ? null : (
        <section className="px-4 pt-4 md:px-5" aria-label={t('card.next')}>
          <h3 className="text-[13px] font-semibold tracking-wide text-slate-500 uppercase">{t('card.next')}</h3>
          {series.upcoming.length === 0 ? (
            <p className="mt-2 text-[14px] text-slate-500">{t('card.none')}</p>
          ) : (
            <ul className="mt-1 divide-y divide-slate-100">
              {series.upcoming.map((o) => {
                const day = formatRecurringDay(o.pickup_date, locale);
                const canSkip = ['planned', 'changed', 'booked'].includes(o.status) && series.status === 'active';
                // A booked one moves with its order (the server refuses once the rider is on the way).
                const canChange = ['planned', 'changed', 'skipped', 'booked'].includes(o.status) && series.status === 'active';
                return (
                  <li key={o.date} className="flex items-center justify-between gap-3 py-2.5">
                    <div className="min-w-0">
                      <p
                        className={cn(
                          'text-[15px] font-semibold',
                          o.status === 'skipped' ? 'text-slate-400 line-through' : 'text-ink',
                        )}
                      >
                        {day}
                      </p>
                      <p className={cn('text-[13px] font-medium', occurrenceTones[o.status])}>
                        {formatRecurringTime(o.pickup_time, locale)} · {t(`occurrence.${o.status}`)}
                        {o.custom_order_id ? (
                          <span translate="no"> · {t('card.order', { orderId: o.custom_order_id })}</span>
                        ) : null}
                        {o.moved_from_time
                          ? ` · ${t('occurrence.movedFrom', { time: formatRecurringTime(o.moved_from_time, locale) })}`
                          : null}
                      </p>
                    </div>
                    <div className="flex shrink-0 gap-1">
                      {canChange ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          className="px-2.5"
                          aria-label={t('card.changeLabel', { date: day })}
                          onClick={() => onChange(series, o)}
                        >
                          {t('card.change')}
                        </Button>
                      ) : null}
                      {canSkip ? (
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={t('card.skipLabel', { date: day })}
                          disabled={skip.isPending}
                          onClick={() =>
                            skip.mutate(
                              { id: series.id, date: o.date },
                              { onError: failed, onSuccess: (data) => toast.success(translateMessage(data.message)) },
                            )
                          }
                        >
                          <SkipForward className="h-4 w-4" aria-hidden="true" />
                          {t('card.skip')}
                        </Button>
                      ) : null}
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}

      {stopped ? (
        <div className="pb-4" />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-100 bg-slate-50/60 px-4 py-3.5 md:px-5">
          <Button variant="secondary" className="flex-1 px-3 whitespace-nowrap" onClick={() => onEdit(series)}>
            <PencilLine className="h-4 w-4" aria-hidden="true" />
            {t('card.edit')}
          </Button>
          {series.status === 'active' ? (
            <Button
              variant="secondary"
              className="flex-1 px-3 whitespace-nowrap"
              disabled={action.isPending}
              onClick={() => run('pause')}
            >
              <Pause className="h-4 w-4" aria-hidden="true" />
              {t('card.pause')}
            </Button>
          ) : series.paused_reason === 'admin' ? null : (
            <Button
              variant="secondary"
              className="flex-1 px-3 whitespace-nowrap"
              disabled={action.isPending}
              onClick={() => run('resume')}
            >
              <Play className="h-4 w-4" aria-hidden="true" />
              {t('card.resume')}
            </Button>
          )}
          <Button variant="danger-ghost" className="flex-1 px-3 whitespace-nowrap" onClick={() => setStopping(true)}>
            <Square className="h-4 w-4" aria-hidden="true" />
            {t('card.stop')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={stopping}
        onClose={() => setStopping(false)}
        icon={Square}
        tone="danger"
        title={t('stopDialog.title')}
        description={t('stopDialog.description')}
        confirmLabel={t('stopDialog.confirm')}
        pendingLabel={t('stopDialog.pending')}
        pending={action.isPending}
        onConfirm={() =>
          action.mutate(
            { id: series.id, action: 'stop' },
            {
              onError: failed,
              onSuccess: (data) => {
                setStopping(false);
                toast.success(translateMessage(data.message));
              },
            },
          )
        }
      />
    </article>
  );
}
