import { formatRupeesIn } from '@washday/core';
import { Banknote, CircleCheckBig, Clock3, LoaderCircle, QrCode, RotateCcw, Wallet, WifiOff } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/hooks/use-locale';
import { ApiError } from '@/lib/api-client';
import { NETWORK_MESSAGES, describeError } from '@/lib/request-errors';
import { toast } from '@/lib/toast';
import { useShowUpiQr } from '../api/collect-payment';
import { useRiderPayment } from '../api/get-rider-payment';
import { paidMethods, paymentMessage } from '../utils/payment-text';
import { CashReceivedDialog } from './cash-received-dialog';
import { UpiQrDialog } from './upi-qr-dialog';

export interface CollectPaymentPanelProps {
  orderId: string;
  orderNumber: string;
  /** After the rider took cash (the jobs list may refresh its payment status). */
  onCollected?: () => void;
}

const CARD = 'rounded-3xl bg-white p-4 shadow-soft ring-1 ring-slate-900/5';

/**
 * Money at the door on a started delivery, before the handover code: what to collect (the server's figure), then
 * 'Cash received' or 'Show UPI QR'; once paid, 'Paid ✓' and how. Offline it says it could not load, with Retry.
 */
export function CollectPaymentPanel({ orderId, orderNumber, onCollected }: CollectPaymentPanelProps) {
  const { t } = useTranslation('rider');
  const locale = useLocale();
  const rupees = (amount: number) => formatRupeesIn(locale, amount);
  const headingId = useId();
  const query = useRiderPayment(orderId);
  const showQr = useShowUpiQr(orderId);
  const [cashOpen, setCashOpen] = useState(false);
  const [qrOpen, setQrOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [qrFailure, setQrFailure] = useState<string | null>(null);

  function openQr() {
    setQrFailure(null);
    showQr.mutate(undefined, {
      onSuccess: () => setQrOpen(true),
      onError: (error) => {
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message;
        const message = refused ? paymentMessage(error.message, t) : describeError(error, NETWORK_MESSAGES.unexpected);
        if (qrOpen) toast.error(message);
        else setQrFailure(message);
      },
    });
  }

  const heading = (
    <h2 id={headingId} className="flex items-center gap-2 text-base font-bold text-ink">
      <Wallet className="h-5 w-5 text-brand-600" aria-hidden="true" />
      {t('collect.title')}
    </h2>
  );

  if (!query.data) {
    return (
      <section aria-labelledby={headingId} className={CARD}>
        {heading}
        {query.isError ? (
          <div role="alert" className="mt-3 flex items-center gap-3 rounded-2xl bg-amber-50 px-3.5 py-3 ring-1 ring-amber-200">
            <WifiOff className="h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
            <p className="min-w-0 flex-1 text-sm text-amber-900">
              <span className="font-semibold">{t('collect.loadFailed')}</span>{' '}
              {describeError(query.error, NETWORK_MESSAGES.unexpected)}
            </p>
            <button
              type="button"
              onClick={() => void query.refetch()}
              disabled={query.isFetching}
              className="inline-flex h-12 shrink-0 items-center gap-1.5 rounded-xl bg-white px-3 font-semibold text-amber-900 ring-1 ring-amber-200 disabled:opacity-60"
            >
              <RotateCcw className="h-4 w-4" aria-hidden="true" />
              {query.isFetching ? t('collect.retrying') : t('collect.retry')}
            </button>
          </div>
        ) : (
          <p className="mt-3 flex items-center gap-2 text-sm text-slate-500" aria-busy="true">
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
            {t('collect.loading')}
          </p>
        )}
      </section>
    );
  }

  const { bill } = query.data;
  const methods = paidMethods(query.data.payments);
  const due = bill.due > 0;

  return (
    <section aria-labelledby={headingId} className={CARD} data-testid="collect-payment">
      {heading}
      {due ? (
        <div className="mt-3 rounded-2xl bg-amber-50 px-4 py-3.5 ring-1 ring-amber-200">
          <p className="text-ink">
            <span className="block text-sm font-semibold text-amber-900">
              {t('collect.toCollect')}
              <span className="sr-only">: </span>
            </span>
            <span className="block text-4xl font-extrabold tracking-tight tabular-nums">{rupees(bill.due)}</span>
          </p>
          <p className="mt-1 text-[13px] text-amber-900/80 tabular-nums">
            {t('collect.billLine', { amount: rupees(bill.amount), tax: rupees(bill.tax) })}
            {bill.paid > 0 ? ` · ${t('collect.alreadyPaid', { amount: rupees(bill.paid) })}` : null}
          </p>
        </div>
      ) : bill.paid > 0 ? (
        <div className="mt-3 flex items-center gap-3 rounded-2xl bg-emerald-50 px-4 py-3.5 ring-1 ring-emerald-200">
          <CircleCheckBig className="h-8 w-8 shrink-0 text-emerald-600" aria-hidden="true" />
          <div className="min-w-0">
            <p className="text-lg font-extrabold text-emerald-900">
              {t('collect.paid')}
              {methods.length ? ` ${methods.map((method) => t(`collect.methods.${method}`)).join(' + ')}` : null}
            </p>
            <p className="text-sm font-semibold text-emerald-800 tabular-nums">{rupees(bill.paid)}</p>
          </div>
        </div>
      ) : (
        <p className="mt-3 rounded-2xl bg-slate-50 px-4 py-3.5 text-[15px] font-semibold text-slate-700 ring-1 ring-slate-200">
          {t('collect.nothingDue')}
        </p>
      )}

      {due && bill.collect_later ? (
        <p className="mt-2.5 flex gap-2 rounded-2xl bg-sky-50 px-3.5 py-2.5 text-[13px] font-medium text-sky-900 ring-1 ring-sky-200">
          <Clock3 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {t('collect.collectLater')}
        </p>
      ) : null}

      {done ? (
        <p role="status" className="mt-2.5 text-[15px] font-semibold text-emerald-800">
          {done}
        </p>
      ) : null}

      {due ? (
        <div className="mt-3 grid gap-2">
          <Button size="lg" className="h-14 w-full text-base" onClick={() => setCashOpen(true)}>
            <Banknote className="h-5 w-5 shrink-0" aria-hidden="true" />
            {t('collect.cashReceived')}
          </Button>
          <Button variant="secondary" size="lg" className="h-14 w-full text-base" onClick={openQr} disabled={showQr.isPending}>
            {showQr.isPending ? (
              <LoaderCircle className="h-5 w-5 shrink-0 animate-spin" aria-hidden="true" />
            ) : (
              <QrCode className="h-5 w-5 shrink-0" aria-hidden="true" />
            )}
            {showQr.isPending ? t('collect.opening') : t('collect.showQr')}
          </Button>
        </div>
      ) : null}
      {qrFailure ? (
        <p role="alert" className="mt-2.5 text-sm font-medium text-red-700">
          {qrFailure}
        </p>
      ) : null}

      <CashReceivedDialog
        orderId={orderId}
        orderNumber={orderNumber}
        due={bill.due}
        open={cashOpen}
        onOpenChange={setCashOpen}
        onRecorded={(message) => {
          setDone(message);
          onCollected?.();
        }}
      />
      <UpiQrDialog
        orderNumber={orderNumber}
        payment={query.data}
        open={qrOpen}
        onOpenChange={setQrOpen}
        onNewQr={openQr}
        renewing={showQr.isPending}
      />
    </section>
  );
}
