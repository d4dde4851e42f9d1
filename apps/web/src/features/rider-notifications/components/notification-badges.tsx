import type { NotificationPriority } from '@washday/core';
import { Bell, ClipboardPen, MapPin, PackagePlus, PackageX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { RiderNotificationType } from '../utils/notification-details';

const TYPE_ICONS: Record<RiderNotificationType, { icon: typeof Bell; className: string }> = {
  order_assigned: { icon: PackagePlus, className: 'bg-brand-50 text-brand-700 ring-brand-100' },
  order_updated: { icon: ClipboardPen, className: 'bg-sky-50 text-sky-700 ring-sky-100' },
  order_cancelled: { icon: PackageX, className: 'bg-red-50 text-red-600 ring-red-100' },
  location_request: { icon: MapPin, className: 'bg-violet-50 text-violet-700 ring-violet-100' },
  other: { icon: Bell, className: 'bg-slate-100 text-slate-600 ring-slate-200' },
};

/** The icon by type (rider-portal.md §2.2); its label tells screen readers what kind of notice it is. */
export function NotificationTypeIcon({ type, className }: { type: RiderNotificationType; className?: string }) {
  const { t } = useTranslation('rider');
  const { icon: Icon, className: colours } = TYPE_ICONS[type];
  return (
    <span
      role="img"
      aria-label={t(`notifications.types.${type}`)}
      data-type={type}
      className={cn('inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl ring-1', colours, className)}
    >
      <Icon className="h-5 w-5" aria-hidden="true" />
    </span>
  );
}

const PRIORITY: Record<NotificationPriority, string> = {
  urgent: 'bg-red-600 text-white ring-red-600',
  high: 'bg-orange-50 text-orange-800 ring-orange-200',
  medium: 'bg-sky-50 text-sky-800 ring-sky-200',
  low: 'bg-slate-100 text-slate-600 ring-slate-200',
};

const badge = 'inline-flex items-center rounded-full px-2 py-0.5 text-[11px] font-bold tracking-wide uppercase ring-1';

export function PriorityBadge({ priority }: { priority: NotificationPriority }) {
  const { t } = useTranslation('rider');
  return (
    <span data-priority={priority} className={cn(badge, PRIORITY[priority])}>
      {t(`notifications.priority.${priority}`)}
    </span>
  );
}

export function ActionRequiredBadge() {
  const { t } = useTranslation('rider');
  return <span className={cn(badge, 'bg-amber-50 text-amber-800 ring-amber-300')}>{t('notifications.actionRequired')}</span>;
}
