import { BUSINESS_TIME_ZONE, formatIndianMobile, maskAadhaarNumber, type Rider } from '@washday/core';
import { CalendarDays, IdCard, Phone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';
import { cn } from '@/lib/cn';

const STATUS_STYLES: Record<Rider['status'], string> = {
  approved: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
};

const joinedDate = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: BUSINESS_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(iso),
  );

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

export function RiderStatusBadge({ status }: { status: Rider['status'] }) {
  const { t } = useTranslation('rider');
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ring-1', STATUS_STYLES[status])}>
      {t(`profile.status.${status}`)}
    </span>
  );
}

function Selfie({ rider }: { rider: Rider }) {
  const { t } = useTranslation('rider');
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = rider.selfieImageUrl;
  return (
    <span className="flex h-20 w-20 shrink-0 items-center justify-center overflow-hidden rounded-2xl bg-brand-50 text-2xl font-extrabold text-brand-700 ring-4 ring-white shadow-soft">
      {url && failedUrl !== url ? (
        <img
          src={url}
          alt={t('profile.selfieAlt', { name: rider.name })}
          className="h-full w-full object-cover"
          onError={() => setFailedUrl(url)}
        />
      ) : (
        <span aria-hidden="true" translate="no">
          {initials(rider.name)}
        </span>
      )}
    </span>
  );
}

/** `data`: the value is the rider's own (a number), shown as it is in any language. */
function Detail({
  icon,
  label,
  data = false,
  children,
}: {
  icon: ReactNode;
  label: string;
  data?: boolean;
  children: ReactNode;
}) {
  return (
    // The icon sits inside the <dt>, placed by CSS: a <dl>'s row may hold only its <dt> and <dd>.
    <div className="relative min-w-0 rounded-2xl bg-slate-50 py-3 pr-4 pl-16 ring-1 ring-slate-100">
      <dt className="text-xs font-medium text-slate-500">
        <span className="absolute top-1/2 left-4 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-xl bg-white text-brand-600 ring-1 ring-slate-100">
          {icon}
        </span>
        {label}
      </dt>
      <dd translate={data ? 'no' : undefined} className="truncate text-[15px] font-semibold text-ink">
        {children}
      </dd>
    </div>
  );
}

/** The signed-in rider's own details, from GET /api/riders/me. */
export function RiderProfileCard({ rider }: { rider: Rider }) {
  const { t } = useTranslation('rider');
  const locale = useLocale();
  return (
    <section
      aria-labelledby="rider-profile-title"
      className="overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5"
    >
      <div className="h-16 bg-gradient-to-br from-brand-600 to-emerald-500" aria-hidden="true" />
      <div className="px-5 pb-5 md:px-6 md:pb-6">
        <div className="flex gap-4">
          <div className="-mt-10">
            <Selfie rider={rider} />
          </div>
          <div className="min-w-0 pt-3">
            <h2 id="rider-profile-title" translate="no" className="truncate text-lg font-extrabold text-ink">
              {rider.name}
            </h2>
            <div className="mt-1">
              <RiderStatusBadge status={rider.status} />
            </div>
          </div>
        </div>
        <dl className="mt-5 grid gap-3 sm:grid-cols-3">
          <Detail icon={<Phone className="h-4 w-4" aria-hidden="true" />} label={t('profile.phone')} data>
            {formatIndianMobile(rider.phone)}
          </Detail>
          <Detail icon={<IdCard className="h-4 w-4" aria-hidden="true" />} label={t('profile.aadharNumber')} data>
            {maskAadhaarNumber(rider.aadharNumber)}
          </Detail>
          <Detail icon={<CalendarDays className="h-4 w-4" aria-hidden="true" />} label={t('profile.registeredOn')}>
            {joinedDate(locale, rider.createdAt)}
          </Detail>
        </dl>
      </div>
    </section>
  );
}
