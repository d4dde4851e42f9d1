import { BUSINESS_TIME_ZONE, RIDER_ACTIVITY_MESSAGES } from '@washday/core';
import { Lock, Power, Sun } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '@/components/ui/switch';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';
import { translateMessage } from '@/lib/i18n';
import { useRiderActivity } from '../hooks/use-rider-activity';
import { RiderLocationNotice } from './rider-location-notice';

const formatTime = (locale: string, at: number) =>
  new Intl.DateTimeFormat(locale, { timeZone: BUSINESS_TIME_ZONE, hour: 'numeric', minute: '2-digit', second: '2-digit' }).format(
    at,
  );

function TrackingLine() {
  const { t } = useTranslation('rider');
  const locale = useLocale();
  const { active, online, readOnly, sharing, screen } = useRiderActivity();
  if (!active || !online || readOnly || sharing.watchError || sharing.stale) return null;
  return (
    <div className="space-y-1.5">
      <p className="flex items-center gap-2 text-sm font-semibold text-emerald-800">
        <span className="relative flex h-2.5 w-2.5" aria-hidden="true">
          <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-emerald-400 opacity-75" />
          <span className="relative inline-flex h-2.5 w-2.5 rounded-full bg-emerald-500" />
        </span>
        {translateMessage(RIDER_ACTIVITY_MESSAGES.trackingActive)}
        {sharing.lastSentAt !== null ? (
          <span className="font-medium text-slate-500">
            {t('activity.lastSent', { time: formatTime(locale, sharing.lastSentAt) })}
          </span>
        ) : null}
      </p>
      {screen.held ? (
        <p className="flex items-center gap-2 text-xs text-slate-500">
          <Sun className="h-3.5 w-3.5" aria-hidden="true" />
          {t('activity.screenOn')}
        </p>
      ) : !screen.supported ? (
        <p className="flex items-center gap-2 text-xs text-slate-500">
          <Sun className="h-3.5 w-3.5" aria-hidden="true" />
          {t('activity.screenOnUnsupported')}
        </p>
      ) : null}
    </div>
  );
}

/** The Rider Status card (rider-portal.md §2.3): the Active/Inactive switch and how location sharing is going. */
export function RiderStatusCard() {
  const { t } = useTranslation('rider');
  const { canGoActive, active, readOnly, phase, setActive } = useRiderActivity();
  const titleId = useId();
  const hintId = useId();
  const busy = phase !== 'idle';
  return (
    <section aria-labelledby={titleId} className="rounded-3xl bg-white p-4 shadow-soft ring-1 ring-slate-900/5 sm:p-5">
      <div className="flex items-center gap-4">
        <span
          className={cn(
            'inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl ring-1 transition-colors',
            active ? 'bg-emerald-50 text-emerald-700 ring-emerald-100' : 'bg-slate-100 text-slate-500 ring-slate-200',
          )}
        >
          <Power className="h-6 w-6" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-sm font-semibold text-slate-500">
            {t('activity.title')}
          </h2>
          <p data-testid="rider-activity" className={cn('text-xl font-extrabold', active ? 'text-emerald-700' : 'text-ink')}>
            {active ? t('activity.active') : t('activity.inactive')}
          </p>
        </div>
        <Switch
          size="xl"
          checked={active}
          onCheckedChange={setActive}
          disabled={!canGoActive || busy || readOnly}
          aria-label={t('activity.switchLabel')}
          aria-describedby={hintId}
          aria-busy={busy || undefined}
        />
      </div>
      <div id={hintId} className="mt-4 space-y-2 empty:hidden">
        {!canGoActive ? (
          <p className="flex items-center gap-2 rounded-2xl bg-slate-50 px-3.5 py-3 text-sm font-semibold text-slate-600 ring-1 ring-slate-100">
            <Lock className="h-4 w-4 shrink-0" aria-hidden="true" />
            {translateMessage(RIDER_ACTIVITY_MESSAGES.onlyApproved)}
          </p>
        ) : readOnly ? (
          <p className="text-sm text-slate-500">{t('session.needsConnection')}</p>
        ) : phase === 'locating' ? (
          <p className="text-sm font-medium text-slate-600" role="status">
            {t('activity.locating')}
          </p>
        ) : phase === 'saving' ? (
          <p className="text-sm font-medium text-slate-600" role="status">
            {t('activity.saving')}
          </p>
        ) : !active ? (
          <p className="text-sm text-slate-500">{t('activity.goActiveHint')}</p>
        ) : null}
        <TrackingLine />
        <RiderLocationNotice />
      </div>
    </section>
  );
}
