import { formatRupeesIn, type UpiQr } from '@washday/core';
import { CircleCheckBig, LoaderCircle, QrCode, RotateCcw, TimerOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { useLocale } from '@/hooks/use-locale';
import { useNow } from '@/hooks/use-now';
import { useWakeLock } from '@/hooks/use-wake-lock';
import type { RiderPayment } from '../api/rider-payment-keys';
import { formatTimeLeft, paidMethods } from '../utils/payment-text';
import { CloseButton } from './close-button';
import { UpiQrCode } from './upi-qr-code';

export interface UpiQrDialogProps {
  orderNumber: string;
  /** The payment as last loaded: a live 'booking.updated' refetches it, and the screen turns to Paid. */
  payment: RiderPayment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Asks the server for a QR again (this one expired or was closed). */
  onNewQr: () => void;
  renewing: boolean;
}

/**
 * The single-use UPI QR for the amount due, full screen on the phone for the customer to scan: the amount, the code and
 * the time it stays open. It turns to Paid by itself when the payment arrives (no reload), or offers a new QR once it
 * expired. The screen is kept on while the customer scans.
 */
export function UpiQrDialog({ orderNumber, payment, open, onOpenChange, onNewQr, renewing }: UpiQrDialogProps) {
  const { t } = useTranslation('rider');
  const locale = useLocale();
  const { bill, qr } = payment;
  const paid = qr?.status === 'captured' || (bill.due === 0 && bill.amount > 0);
  const amount = qr?.amount ?? bill.due;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        showClose={false}
        mobileLayout="fullscreen"
        widthClassName="min-[48rem]:max-w-md"
        // The title and the amount under it say what this is; no description.
        aria-describedby={undefined}
      >
        <div className="flex flex-1 flex-col px-5 pt-[max(1rem,env(safe-area-inset-top))] pb-[max(1.5rem,env(safe-area-inset-bottom))]">
          <p
            translate="no"
            className="inline-flex items-center gap-1.5 self-start rounded-full bg-brand-50 px-2.5 py-1 text-xs font-bold text-brand-800 ring-1 ring-brand-100"
          >
            <QrCode className="h-3.5 w-3.5" aria-hidden="true" />
            {orderNumber}
          </p>
          <div className="flex flex-1 flex-col items-center justify-center gap-4 py-4 text-center">
            <div>
              <DialogTitle className="text-lg font-bold text-slate-600">
                {paid ? t('collect.qr.paidTitle') : t('collect.qr.title')}
              </DialogTitle>
              <p className="mt-0.5 text-5xl font-extrabold tracking-tight text-ink tabular-nums">
                {formatRupeesIn(locale, amount)}
              </p>
            </div>
            {paid ? (
              <PaidView qrPaid={qr?.status === 'captured'} payment={payment} onDone={() => onOpenChange(false)} />
            ) : qr && qr.status === 'created' ? (
              <OpenQr qr={qr} onNewQr={onNewQr} renewing={renewing} />
            ) : (
              <Expired onNewQr={onNewQr} renewing={renewing} />
            )}
          </div>
        </div>
        <CloseButton />
      </DialogContent>
    </Dialog>
  );
}

function OpenQr({ qr, onNewQr, renewing }: { qr: UpiQr; onNewQr: () => void; renewing: boolean }) {
  const { t } = useTranslation('rider');
  const locale = useLocale();
  const now = useNow(1000);
  const secondsLeft = qr.expires_at === null ? null : (Date.parse(qr.expires_at) - now.getTime()) / 1000;
  useWakeLock(true);

  if (secondsLeft !== null && secondsLeft <= 0) return <Expired onNewQr={onNewQr} renewing={renewing} />;
  return (
    <>
      <div className="w-full max-w-[20rem] rounded-3xl bg-white p-2 shadow-lift ring-1 ring-slate-200">
        <UpiQrCode content={qr.content} label={t('collect.qr.alt', { amount: formatRupeesIn(locale, qr.amount) })} />
      </div>
      {secondsLeft === null ? null : (
        <p className="rounded-full bg-slate-100 px-3.5 py-1.5 text-sm font-semibold text-slate-700 tabular-nums">
          {t('collect.qr.expiresIn', { time: formatTimeLeft(secondsLeft) })}
        </p>
      )}
      <p className="max-w-xs text-[15px] text-slate-600">{t('collect.qr.hint')}</p>
      <p role="status" className="inline-flex items-center gap-2 text-[15px] font-semibold text-brand-800">
        <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
        {t('collect.qr.waiting')}
      </p>
    </>
  );
}

function Expired({ onNewQr, renewing }: { onNewQr: () => void; renewing: boolean }) {
  const { t } = useTranslation('rider');
  return (
    <div className="flex w-full flex-col items-center gap-4">
      <TimerOff className="h-14 w-14 text-amber-500" aria-hidden="true" />
      <p role="status" className="text-lg font-bold text-amber-900">
        {t('collect.qr.expired')}
      </p>
      <Button size="lg" className="h-14 w-full max-w-xs text-base" onClick={onNewQr} disabled={renewing}>
        {renewing ? (
          <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
        ) : (
          <RotateCcw className="h-5 w-5" aria-hidden="true" />
        )}
        {renewing ? t('collect.opening') : t('collect.qr.newQr')}
      </Button>
    </div>
  );
}

function PaidView({ qrPaid, payment, onDone }: { qrPaid: boolean; payment: RiderPayment; onDone: () => void }) {
  const { t } = useTranslation('rider');
  const locale = useLocale();
  const methods = paidMethods(payment.payments).map((method) => t(`collect.methods.${method}`));
  return (
    <div className="flex w-full flex-col items-center gap-4">
      <span className="inline-flex h-28 w-28 items-center justify-center rounded-full bg-emerald-50 ring-8 ring-emerald-100/60">
        <CircleCheckBig className="h-16 w-16 text-emerald-600" aria-hidden="true" />
      </span>
      <p role="status" className="text-lg font-bold text-emerald-900">
        {qrPaid
          ? t('collect.qr.paidBody', { amount: formatRupeesIn(locale, payment.qr?.amount ?? payment.bill.paid) })
          : t('collect.paidBy', { methods: methods.join(' + ') })}
      </p>
      <Button size="lg" className="mt-2 h-14 w-full max-w-xs text-base" onClick={onDone} autoFocus>
        {t('collect.qr.done')}
      </Button>
    </div>
  );
}
