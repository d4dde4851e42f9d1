import { cn } from '@/lib/cn';
import { riderSummary, statusMeta, type Tone } from '../utils/booking-format';
import type { AdminBooking } from '../api/admin-booking-keys';

const TONES: Record<Tone, string> = {
  amber: 'bg-amber-50 text-amber-800 ring-amber-200',
  blue: 'bg-blue-50 text-blue-800 ring-blue-200',
  violet: 'bg-violet-50 text-violet-800 ring-violet-200',
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  grey: 'bg-slate-100 text-slate-600 ring-slate-200',
  sky: 'bg-sky-50 text-sky-800 ring-sky-200',
  neutral: 'bg-white text-slate-700 ring-slate-300',
};
const DOTS: Record<Tone, string> = {
  amber: 'bg-amber-500',
  blue: 'bg-blue-500',
  violet: 'bg-violet-500',
  green: 'bg-emerald-500',
  grey: 'bg-slate-400',
  sky: 'bg-sky-500',
  neutral: 'bg-slate-400',
};

export function ToneBadge({ tone, children, className }: { tone: Tone; children: React.ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex h-6 shrink-0 items-center gap-1.5 rounded-full px-2.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
        className,
      )}
    >
      <span aria-hidden="true" className={cn('h-1.5 w-1.5 rounded-full', DOTS[tone])} />
      {children}
    </span>
  );
}

export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const { label, tone } = statusMeta(status);
  return (
    <ToneBadge tone={tone} className={className}>
      {label}
    </ToneBadge>
  );
}

/** The rider's side of the order: who has it and how far their trip is, or the vendor stage between trips. */
export function RiderCell({
  booking,
}: {
  booking: Pick<AdminBooking, 'riderStatus' | 'trips' | 'vendor_stage' | 'assignedRider'>;
}) {
  const summary = riderSummary(booking);
  const rider = booking.assignedRider;
  return (
    <div className="min-w-0 space-y-1">
      <ToneBadge tone={summary.tone}>{summary.label}</ToneBadge>
      <p className="text-xs wrap-anywhere text-slate-500">
        {summary.detail ? <span className="font-medium text-slate-600">{summary.detail}</span> : 'No rider yet'}
        {rider && summary.detail !== 'At the vendor' ? ` · ${rider.name}` : null}
      </p>
    </div>
  );
}
