import { formatRupeesIn, type ClaimView } from '@washday/core';
import { TriangleAlert } from 'lucide-react';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MountOnceOpen } from '@/components/mount-once-open';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/hooks/use-locale';
import '@/locales/claims-strings';
import type { CustomerBooking } from '../api/booking-keys';
import { useOrderClaims } from '../api/claims';
import { canReportProblem, deliveredAt } from '../utils/claim-offer';
import { orderIdOf } from '../utils/booking-format';

// The form, its schema and the photo code load when the customer first opens it.
const ReportProblemDialog = lazy(async () => ({ default: (await import('./report-problem-dialog')).ReportProblemDialog }));

function ClaimStatus({ claim }: { claim: ClaimView }) {
  const { t } = useTranslation('claims');
  const locale = useLocale();
  const decision = claim.decision;
  let text: string = t('status.open');
  if (claim.status === 'rejected') text = t('status.rejected', { reason: decision?.reason ?? '' });
  if (claim.status === 'compensated') {
    const amount = formatRupeesIn(locale, decision?.amount ?? 0);
    text =
      decision?.payout === 'coupon'
        ? t('status.coupon', { amount, code: decision.coupon_code ?? '' })
        : t('status.refund', { amount });
  }
  return (
    <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-1 text-[13px] font-semibold text-brand-800 ring-1 ring-brand-100">
      <TriangleAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}

/** A delivered order's claims and, within 7 days of the delivery, 'Report a problem' (issue 27). */
export function BookingClaims({ booking, seen }: { booking: CustomerBooking; seen: boolean }) {
  const { t } = useTranslation('claims');
  const [open, setOpen] = useState(false);
  const delivered = deliveredAt(booking) !== null;
  const claims = useOrderClaims(booking.id, { enabled: seen && delivered });
  if (!delivered) return null;
  const offer = canReportProblem(booking, new Date());
  const orderId = orderIdOf(booking);
  return (
    <>
      {claims.data?.claims.map((claim) => (
        <ClaimStatus key={claim.id} claim={claim} />
      ))}
      {offer ? (
        <Button
          variant="ghost"
          size="md"
          className="mt-2 w-full px-3"
          onClick={() => setOpen(true)}
          aria-label={t('reportLabel', { orderId })}
        >
          <TriangleAlert className="h-4 w-4" aria-hidden="true" />
          {t('report')}
        </Button>
      ) : null}
      <MountOnceOpen open={open}>
        <ReportProblemDialog orderId={booking.id} orderNumber={orderId} open={open} onOpenChange={setOpen} />
      </MountOnceOpen>
    </>
  );
}
