import { PAYMENT_MESSAGES, formatRupeesIn } from '@washday/core';
import { Banknote, HandCoins, LoaderCircle, TriangleAlert } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import { useLocale } from '@/hooks/use-locale';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { NETWORK_MESSAGES, describeError } from '@/lib/request-errors';
import { useRecordCash } from '../api/collect-payment';
import { CloseButton } from './close-button';
import { cashDifference, cleanRupeeInput, paymentMessage, parseRupees, quickAmounts } from '../utils/payment-text';

export interface CashReceivedDialogProps {
  orderId: string;
  orderNumber: string;
  /** What is due now (rupees). */
  due: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the server took the cash: its message ('Cash received. Give back ₹30 change.') in the interface language. */
  onRecorded: (message: string) => void;
}

/**
 * The cash the customer handed over: typed or picked from the likely notes, with the change to give back shown as it
 * is typed. The server takes what is due and answers the change; a refusal (too little, already paid) stays here.
 */
export function CashReceivedDialog({ orderId, orderNumber, due, open, onOpenChange, onRecorded }: CashReceivedDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent showClose={false} mobileLayout="sheet" widthClassName="min-[48rem]:max-w-lg">
        {open ? (
          <CashForm
            orderId={orderId}
            orderNumber={orderNumber}
            due={due}
            onDone={(message) => {
              onOpenChange(false);
              onRecorded(message);
            }}
          />
        ) : null}
        <CloseButton />
      </DialogContent>
    </Dialog>
  );
}

function CashForm({
  orderId,
  orderNumber,
  due,
  onDone,
}: {
  orderId: string;
  orderNumber: string;
  due: number;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('rider');
  const locale = useLocale();
  const rupees = (amount: number) => formatRupeesIn(locale, amount);
  const fieldId = useId();
  const input = useRef<HTMLInputElement>(null);
  const record = useRecordCash(orderId);
  const [value, setValue] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const received = parseRupees(value);
  const difference = received === null ? null : cashDifference(due, received);

  function change(next: string) {
    setValue(cleanRupeeInput(next));
    setRefusal(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (record.isPending) return;
    if (received === null) {
      setRefusal(paymentMessage(PAYMENT_MESSAGES.cashRequired, t));
      input.current?.focus();
      return;
    }
    try {
      const answer = await record.mutateAsync(received);
      onDone(paymentMessage(answer.message, t));
    } catch (error) {
      // The server's refusal (too little, already paid) in the rider's language; else why no answer came.
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message;
      setRefusal(refused ? paymentMessage(error.message, t) : describeError(error, NETWORK_MESSAGES.unexpected));
      input.current?.select();
    }
  }

  const statusId = `${fieldId}-status`;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5 px-5 pt-6 pb-5 md:px-6">
      <div className="pr-10">
        <p
          translate="no"
          className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-bold text-brand-800 ring-1 ring-brand-100"
        >
          <Banknote className="h-3.5 w-3.5" aria-hidden="true" />
          {orderNumber}
        </p>
        <DialogTitle className="mt-2">{t('collect.cash.title')}</DialogTitle>
        <DialogDescription className="mt-1 text-[15px]">
          {t('collect.cash.description')}{' '}
          <span className="font-semibold whitespace-nowrap text-ink tabular-nums">
            {t('collect.cash.due', { amount: rupees(due) })}
          </span>
        </DialogDescription>
      </div>

      <div>
        <Label htmlFor={fieldId}>{t('collect.cash.label')}</Label>
        <Input
          ref={input}
          id={fieldId}
          inputMode="decimal"
          autoComplete="off"
          placeholder={String(due)}
          value={value}
          onChange={(event) => change(event.target.value)}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={statusId}
          startAdornment="₹"
          className="h-16 text-3xl! font-extrabold tabular-nums"
        />
        <div role="group" aria-label={t('collect.cash.quick')} className="mt-2.5 flex flex-wrap gap-2">
          {quickAmounts(due).map((amount, index) => (
            <button
              key={amount}
              type="button"
              onClick={() => change(String(amount))}
              aria-pressed={received === amount}
              className={cn(
                'inline-flex h-12 min-w-[5.5rem] flex-1 items-center justify-center rounded-xl px-3 text-[15px] font-bold tabular-nums ring-1 transition-colors',
                received === amount
                  ? 'bg-brand-600 text-white ring-brand-600'
                  : 'bg-white text-ink ring-slate-200 hover:bg-slate-50 active:bg-slate-100',
              )}
            >
              {index === 0 ? t('collect.cash.exact', { amount: rupees(amount) }) : rupees(amount)}
            </button>
          ))}
        </div>
      </div>

      <div id={statusId} aria-live="polite">
        {refusal ? (
          <p
            role="alert"
            className="flex gap-2.5 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
          >
            <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-red-500" aria-hidden="true" />
            {refusal}
          </p>
        ) : difference === null ? null : difference > 0 ? (
          <p className="flex items-center gap-3 rounded-2xl bg-emerald-50 px-4 py-3 text-xl font-extrabold text-emerald-900 ring-1 ring-emerald-200 tabular-nums">
            <HandCoins className="h-6 w-6 shrink-0 text-emerald-600" aria-hidden="true" />
            {t('collect.cash.giveBack', { amount: rupees(difference) })}
          </p>
        ) : difference === 0 ? (
          <p className="rounded-2xl bg-slate-50 px-4 py-3 text-[15px] font-semibold text-slate-700 ring-1 ring-slate-200">
            {t('collect.cash.noChange')}
          </p>
        ) : (
          <p className="rounded-2xl bg-amber-50 px-4 py-3 text-[15px] font-bold text-amber-900 ring-1 ring-amber-200 tabular-nums">
            {t('collect.cash.short', { amount: rupees(-difference) })}
          </p>
        )}
      </div>

      <Button type="submit" size="lg" className="h-14 w-full text-base" disabled={record.isPending}>
        {record.isPending ? <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" /> : null}
        {record.isPending
          ? t('collect.cash.saving')
          : received === null
            ? t('collect.cash.confirmEmpty')
            : t('collect.cash.confirm', { amount: rupees(received) })}
      </Button>
    </form>
  );
}
