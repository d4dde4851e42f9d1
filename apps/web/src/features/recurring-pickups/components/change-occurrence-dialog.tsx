import {
  RECURRING_SLOTS,
  addDaysToDate,
  istMoment,
  recurringChangeBodySchema,
  type RecurringChangeBody,
  type RecurringOccurrence,
  type RecurringSeries,
} from '@washday/core';
import { CalendarClock, ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '@/locales/recurring-strings';
import { FormDialogFooter, FormDialogHeader } from '@/components/form/form-dialog-frame';
import { FieldError } from '@/components/ui/input';
import { Dialog, DialogContent, dialogToastOptions } from '@/components/ui/dialog';
import { useLocale } from '@/hooks/use-locale';
import { useNow } from '@/hooks/use-now';
import { useZodForm } from '@/hooks/use-zod-form';
import { applyServerError, serverMessage } from '@/lib/form-errors';
import { translateMessage } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useChangeOccurrence } from '../api/recurring-pickups';
import { formatRecurringDay, formatRecurringTime } from '../utils/recurring-format';

/** The server's window: 3 days either side of the usual day, from 30 minutes ahead. */
const WINDOW_DAYS = 3;
const CUTOFF_MS = 30 * 60_000;
const selectClasses =
  'block h-12 w-full appearance-none rounded-2xl bg-slate-50 pr-10 pl-4 text-[16px] text-ink ring-1 ring-slate-200 outline-none focus:bg-white focus:ring-2 focus:ring-brand-500';

export interface ChangeOccurrenceDialogProps {
  target: { series: RecurringSeries; occurrence: RecurringOccurrence } | null;
  onClose: () => void;
}

/** Moves one pickup of a series to another slot or a nearby day; a booked one's order is rescheduled with it. */
export function ChangeOccurrenceDialog({ target, onClose }: ChangeOccurrenceDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent mobileLayout="sheet" widthClassName="min-[48rem]:max-w-md">
        {target ? <ChangeForm {...target} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ChangeForm({
  series,
  occurrence,
  onClose,
}: {
  series: RecurringSeries;
  occurrence: RecurringOccurrence;
  onClose: () => void;
}) {
  const { t } = useTranslation('recurring');
  const locale = useLocale();
  const ids = useId();
  const now = useNow(60_000);
  const change = useChangeOccurrence();
  const form = useZodForm(recurringChangeBodySchema, {
    defaultValues: { pickup_date: occurrence.pickup_date, pickup_time: occurrence.pickup_time },
  });
  const date = useWatch({ control: form.control, name: 'pickup_date' });
  const soonest = now.getTime() + CUTOFF_MS;
  const dates = Array.from({ length: WINDOW_DAYS * 2 + 1 }, (_, i) => addDaysToDate(occurrence.date, i - WINDOW_DAYS)).filter(
    (d) => istMoment(d, RECURRING_SLOTS.at(-1)!.value).getTime() >= soonest,
  );
  const slots = RECURRING_SLOTS.filter((s) => istMoment(date, s.value).getTime() >= soonest);

  const submit = form.handleSubmit(async (body: RecurringChangeBody) => {
    try {
      const data = await change.mutateAsync({ id: series.id, date: occurrence.date, body });
      toast.success(translateMessage(data.message), dialogToastOptions());
      onClose();
    } catch (error) {
      applyServerError(form.setError, error, {
        fields: ['pickup_date', 'pickup_time'],
        message: (e) => translateMessage(serverMessage(e)),
      });
    }
  });
  const dateError = form.formState.errors.pickup_date?.message;
  // A booked pickup's slot may be refused (full, or the rider on the way): said under the time.
  const timeError = form.formState.errors.pickup_time?.message;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex min-h-0 flex-1 flex-col"
        aria-label={t('change.title')}
      >
        <FormDialogHeader
          icon={CalendarClock}
          title={t('change.title')}
          description={t('change.description', { date: formatRecurringDay(occurrence.date, locale) })}
          descriptionId={`${ids}-description`}
        />
        {occurrence.status === 'booked' && occurrence.custom_order_id ? (
          <p className="mx-6 mt-5 rounded-2xl bg-brand-50 px-3 py-2 text-[14px] text-brand-800 ring-1 ring-brand-100">
            {t('change.booked', { orderId: occurrence.custom_order_id })}
          </p>
        ) : null}
        <div className="grid gap-4 px-6 py-5 min-[28rem]:grid-cols-2">
          <div>
            <label htmlFor={`${ids}-date`} className="mb-2 block text-[15px] font-semibold text-ink">
              {t('change.date')}
            </label>
            <div className="relative">
              <select
                id={`${ids}-date`}
                className={selectClasses}
                aria-invalid={Boolean(dateError)}
                {...form.register('pickup_date')}
              >
                {dates.map((d) => (
                  <option key={d} value={d}>
                    {formatRecurringDay(d, locale)}
                  </option>
                ))}
              </select>
              <ChevronDown className="pointer-events-none absolute top-3.5 right-3.5 h-5 w-5 text-slate-400" aria-hidden="true" />
            </div>
            {dateError ? <FieldError id={`${ids}-date-error`}>{translateMessage(dateError)}</FieldError> : null}
          </div>
          <div>
            <label htmlFor={`${ids}-time`} className="mb-2 block text-[15px] font-semibold text-ink">
              {t('change.time')}
            </label>
            <div className="relative">
              <select
                id={`${ids}-time`}
                className={selectClasses}
                aria-invalid={Boolean(timeError)}
                {...form.register('pickup_time')}
              >
                {slots.map((s) => (
                  <option key={s.value} value={s.value}>
                    {formatRecurringTime(s.value, locale)}
                  </option>
                ))}
              </select>
              <ChevronDown className="pointer-events-none absolute top-3.5 right-3.5 h-5 w-5 text-slate-400" aria-hidden="true" />
            </div>
            {timeError ? <FieldError id={`${ids}-time-error`}>{translateMessage(timeError)}</FieldError> : null}
          </div>
        </div>
        <FormDialogFooter
          onCancel={onClose}
          saving={change.isPending}
          submitLabel={t('change.save')}
          pendingLabel={t('form.saving')}
        />
      </form>
    </FormProvider>
  );
}
