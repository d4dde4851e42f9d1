import { RIDER_ACTIVITY_MESSAGES } from '@washday/core';
import { LocateOff, MonitorSmartphone, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { translateMessage } from '@/lib/i18n';
import { useRiderActivity } from '../hooks/use-rider-activity';

const TONES = {
  amber: 'bg-amber-50 text-amber-900 ring-amber-200',
  red: 'bg-red-50 text-red-900 ring-red-200',
} as const;

function Notice({
  tone,
  icon,
  children,
  live = false,
}: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  children: ReactNode;
  live?: boolean;
}) {
  return (
    <div
      role={live ? 'alert' : 'status'}
      className={cn('flex items-start gap-2.5 rounded-2xl px-3.5 py-3 text-sm font-semibold ring-1', TONES[tone])}
    >
      <span className="mt-0.5 shrink-0">{icon}</span>
      <span>{children}</span>
    </div>
  );
}

/**
 * What is wrong with the active rider's location sharing, if anything: no permission or signal, paused because the
 * screen slept or the page was hidden, or no connection. Nothing while sharing works or the rider is inactive.
 */
export function RiderLocationNotice({ className }: { className?: string }) {
  const { t } = useTranslation('rider');
  const { active, online, sharing } = useRiderActivity();
  if (!active) return null;
  let notice: ReactNode = null;
  if (!online) {
    notice = (
      <Notice tone="amber" icon={<WifiOff className="h-4 w-4" aria-hidden="true" />}>
        {t('activity.offlineSharing')}
      </Notice>
    );
  } else if (sharing.watchError) {
    notice = (
      <Notice tone="red" live icon={<LocateOff className="h-4 w-4" aria-hidden="true" />}>
        {translateMessage(RIDER_ACTIVITY_MESSAGES.watchError)}
      </Notice>
    );
  } else if (sharing.stale) {
    notice = (
      <Notice tone="amber" live icon={<MonitorSmartphone className="h-4 w-4" aria-hidden="true" />}>
        {translateMessage(RIDER_ACTIVITY_MESSAGES.trackingPaused)}
      </Notice>
    );
  }
  return notice ? <div className={className}>{notice}</div> : null;
}
