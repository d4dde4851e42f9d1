import { addDaysToDate, businessDate, type PaymentRecordStatus, type RefundStatus } from '@washday/core';
import { dateFormat } from '@/lib/india-time';

export type PillTone = 'green' | 'amber' | 'violet' | 'grey' | 'sky';

export const RECORD_TONE: Record<PaymentRecordStatus, PillTone> = {
  created: 'amber',
  captured: 'green',
  failed: 'grey',
  partially_refunded: 'violet',
  refunded: 'grey',
};
export const REFUND_TONE: Record<RefundStatus, PillTone> = { pending: 'amber', processed: 'green', failed: 'grey' };

/** The quick ranges: each a from and a to in India's days. */
export function rangePresets(now: Date) {
  const today = businessDate(now);
  return [
    { id: 'today', label: 'Today', from: today, to: today },
    { id: 'yesterday', label: 'Yesterday', from: addDaysToDate(today, -1), to: addDaysToDate(today, -1) },
    { id: 'week', label: 'Last 7 days', from: addDaysToDate(today, -6), to: today },
  ] as const;
}

const day = (iso: string) => dateFormat.format(new Date(`${iso}T12:00:00+05:30`));

/** '29 Nov 2026', or '23 Nov 2026 – 29 Nov 2026' for a range. */
export const rangeLabel = ({ from, to }: { from: string; to: string }) => (from === to ? day(from) : `${day(from)} – ${day(to)}`);

/** A share as a whole percent, 0 when there is nothing to share. */
export const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);
