import {
  RECURRING_FREQUENCIES,
  RECURRING_SLOTS,
  recurringCreateBodySchema,
  type AddressRecord,
  type RecurringCreateBody,
  type RecurringSeries,
} from '@washday/core';
import { ChevronDown, Repeat } from 'lucide-react';
import { useId } from 'react';
import { Controller, FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '@/locales/recurring-strings';
import { FormDialogFooter, FormDialogHeader } from '@/components/form/form-dialog-frame';
import { TextAreaField } from '@/components/form/text-area-field';
import { FieldError } from '@/components/ui/input';
import { Dialog, DialogContent, dialogToastOptions } from '@/components/ui/dialog';
import { useLocale } from '@/hooks/use-locale';
import { useZodForm } from '@/hooks/use-zod-form';
import { cn } from '@/lib/cn';
import { applyServerError, serverMessage } from '@/lib/form-errors';
import { translateMessage } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useCreateSeries, useUpdateSeries } from '../api/recurring-pickups';
import { SeriesServicesField } from './series-services-field';
import { formatRecurringTime } from '../utils/recurring-format';

/** A usual service as the form shows it: its id and count, and its name in the interface language. */
export interface NamedService {
  service_id: string;
  quantity: number;
  name: string;
}

export interface SeriesFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  addresses: readonly AddressRecord[];
  /** Editing this series; otherwise a new one, from `defaults` (a completed order's) when given. */
  series?: RecurringSeries | undefined;
  defaults?: Partial<RecurringCreateBody> & { services?: NamedService[] };
  /** The order repeated, for the description. */
  orderId?: string | undefined;
  onCreated?: (() => void) | undefined;
}

const FIELDS = ['frequency', 'weekday', 'day_of_month', 'pickup_time', 'address_id', 'services', 'notes'] as const;
const chip =
  'inline-flex min-h-11 items-center justify-center rounded-full px-3.5 text-[15px] font-semibold ring-1 transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';
/** A weekday: seven in a row at 390 px, so no side padding. */
const dayChip =
  'inline-flex min-h-11 items-center justify-center rounded-full text-[14px] font-semibold whitespace-nowrap ring-1 transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';
const chipOn = 'bg-brand-600 text-white ring-brand-600';
const chipOff = 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50';
const selectClasses =
  'block h-12 w-full appearance-none rounded-2xl bg-slate-50 pr-10 pl-4 text-[16px] text-ink ring-1 ring-slate-200 outline-none focus:bg-white focus:ring-2 focus:ring-brand-500 aria-[invalid=true]:ring-red-400';

/** Set up, repeat or edit a recurring pickup: how often, which day and slot, at which saved address, with which services. */
export function SeriesFormDialog(props: SeriesFormDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent mobileLayout="sheet" widthClassName="min-[48rem]:max-w-lg">
        {props.open ? <SeriesForm {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function initialValues({ series, defaults, addresses }: SeriesFormDialogProps): RecurringCreateBody {
  if (series)
    return {
      frequency: series.frequency,
      weekday: series.weekday,
      day_of_month: series.day_of_month,
      pickup_time: series.pickup_time,
      address_id: series.address_id ?? addresses[0]?.id ?? '',
      services: series.services.map(({ service_id, quantity }) => ({ service_id, quantity })),
      notes: series.notes,
    };
  return {
    frequency: 'weekly',
    weekday: 1,
    day_of_month: 1,
    pickup_time: '10:00',
    address_id: addresses.find((a) => a.is_default)?.id ?? addresses[0]?.id ?? '',
    notes: null,
    ...defaults,
    services: (defaults?.services ?? []).map(({ service_id, quantity }) => ({ service_id, quantity })),
  };
}

function SeriesForm(props: SeriesFormDialogProps) {
  const { series, addresses, defaults, orderId, onOpenChange, onCreated } = props;
  const { t } = useTranslation('recurring');
  const locale = useLocale();
  const ids = useId();
  const form = useZodForm(recurringCreateBodySchema, { defaultValues: initialValues(props) });
  const create = useCreateSeries();
  const update = useUpdateSeries();
  const frequency = useWatch({ control: form.control, name: 'frequency' });
  const names = new Map([...(defaults?.services ?? []), ...(series?.services ?? [])].map((s) => [s.service_id, s.name]));
  const weekdays = t('weekdaysShort', { returnObjects: true }) as readonly string[];
  const close = () => onOpenChange(false);

  const submit = form.handleSubmit(async (values) => {
    try {
      if (series) {
        const { from_booking_id: _ignored, ...body } = values;
        await update.mutateAsync({ id: series.id, body });
        toast.success(translateMessage('Recurring pickup updated'), dialogToastOptions());
      } else {
        await create.mutateAsync(values);
        toast.success(t('toast.created'), dialogToastOptions());
        onCreated?.();
      }
      close();
    } catch (error) {
      applyServerError(form.setError, error, { fields: FIELDS, message: (e) => translateMessage(serverMessage(e)) });
    }
  });

  const saving = create.isPending || update.isPending;
  const title = series ? t('form.editTitle') : orderId ? t('form.repeatTitle') : t('form.newTitle');
  const error = (name: (typeof FIELDS)[number]) => {
    const message = form.formState.errors[name]?.message;
    return message ? <FieldError id={`${ids}-${name}-error`}>{translateMessage(String(message))}</FieldError> : null;
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-1 flex-col" aria-label={title}>
        <FormDialogHeader
          icon={Repeat}
          title={title}
          description={orderId ? t('form.repeatDescription', { orderId }) : t('form.description')}
          descriptionId={`${ids}-description`}
        />
        <div className="flex-1 space-y-5 overflow-y-auto px-6 py-5">
          <fieldset>
            <legend className="mb-2 text-[15px] font-semibold text-ink">{t('form.frequency')}</legend>
            <Controller
              control={form.control}
              name="frequency"
              render={({ field }) => (
                <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={t('form.frequency')}>
                  {RECURRING_FREQUENCIES.map((value) => (
                    <button
                      key={value}
                      type="button"
                      role="radio"
                      aria-checked={field.value === value}
                      className={cn(chip, field.value === value ? chipOn : chipOff)}
                      onClick={() => field.onChange(value)}
                    >
                      {t(`frequency.${value}`)}
                    </button>
                  ))}
                </div>
              )}
            />
          </fieldset>

          {frequency === 'monthly' ? (
            <div>
              <label htmlFor={`${ids}-dom`} className="mb-2 block text-[15px] font-semibold text-ink">
                {t('form.dayOfMonth')}
              </label>
              <div className="relative">
                <select
                  id={`${ids}-dom`}
                  className={selectClasses}
                  aria-invalid={Boolean(form.formState.errors.day_of_month)}
                  {...form.register('day_of_month', { setValueAs: (v) => (v === '' || v === null ? null : Number(v)) })}
                >
                  {Array.from({ length: 31 }, (_, i) => (
                    <option key={i + 1} value={i + 1}>
                      {i + 1}
                    </option>
                  ))}
                </select>
                <ChevronDown
                  className="pointer-events-none absolute top-3.5 right-3.5 h-5 w-5 text-slate-400"
                  aria-hidden="true"
                />
              </div>
              <p className="mt-1.5 text-[13px] text-slate-500">{t('form.dayOfMonthHint')}</p>
              {error('day_of_month')}
            </div>
          ) : (
            <fieldset>
              <legend className="mb-2 text-[15px] font-semibold text-ink">{t('form.weekday')}</legend>
              <Controller
                control={form.control}
                name="weekday"
                render={({ field }) => (
                  <div className="grid grid-cols-7 gap-1.5" role="radiogroup" aria-label={t('form.weekday')}>
                    {[1, 2, 3, 4, 5, 6, 0].map((day) => (
                      <button
                        key={day}
                        type="button"
                        role="radio"
                        aria-checked={field.value === day}
                        className={cn(dayChip, field.value === day ? chipOn : chipOff)}
                        onClick={() => field.onChange(day)}
                      >
                        {weekdays[day]}
                      </button>
                    ))}
                  </div>
                )}
              />
              {error('weekday')}
            </fieldset>
          )}

          <div className="grid gap-4 min-[28rem]:grid-cols-2">
            <div>
              <label htmlFor={`${ids}-time`} className="mb-2 block text-[15px] font-semibold text-ink">
                {t('form.time')}
              </label>
              <div className="relative">
                <select id={`${ids}-time`} className={selectClasses} {...form.register('pickup_time')}>
                  {RECURRING_SLOTS.map((slot) => (
                    <option key={slot.value} value={slot.value}>
                      {formatRecurringTime(slot.value, locale)}
                    </option>
                  ))}
                </select>
                <ChevronDown
                  className="pointer-events-none absolute top-3.5 right-3.5 h-5 w-5 text-slate-400"
                  aria-hidden="true"
                />
              </div>
              {error('pickup_time')}
            </div>
            <div>
              <label htmlFor={`${ids}-address`} className="mb-2 block text-[15px] font-semibold text-ink">
                {t('form.address')}
              </label>
              <div className="relative">
                <select
                  id={`${ids}-address`}
                  className={selectClasses}
                  aria-invalid={Boolean(form.formState.errors.address_id)}
                  {...form.register('address_id')}
                >
                  {addresses.map((address) => (
                    <option key={address.id} value={address.id}>
                      {address.title} · {address.full_address}
                    </option>
                  ))}
                </select>
                <ChevronDown
                  className="pointer-events-none absolute top-3.5 right-3.5 h-5 w-5 text-slate-400"
                  aria-hidden="true"
                />
              </div>
              {addresses.length === 0 ? <p className="mt-1.5 text-[13px] text-amber-700">{t('form.noAddresses')}</p> : null}
              {error('address_id')}
            </div>
          </div>

          <SeriesServicesField knownNames={names} />

          <TextAreaField<RecurringCreateBody>
            name="notes"
            label={t('form.notes')}
            placeholder={t('form.notesPlaceholder')}
            maxLength={300}
            rows={2}
          />
        </div>
        <FormDialogFooter
          onCancel={close}
          saving={saving}
          submitLabel={series ? t('form.save') : t('form.create')}
          pendingLabel={t('form.saving')}
        />
      </form>
    </FormProvider>
  );
}
