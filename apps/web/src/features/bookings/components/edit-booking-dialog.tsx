import { BOOKING_MESSAGES, formatRupeesIn } from '@washday/core';
import * as Tabs from '@radix-ui/react-tabs';
import { CalendarClock, LoaderCircle, Shirt, TriangleAlert } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useLocale } from '@/hooks/use-locale';
import { useZodForm } from '@/hooks/use-zod-form';
import { ApiError } from '@/lib/api-client';
import type { EditCatalogue } from '@/lib/edit-catalogue';
import { applyServerError } from '@/lib/form-errors';
import { translateMessage } from '@/lib/i18n';
import { setValues } from '@/lib/form-values';
import type { CustomerBooking } from '../api/booking-keys';
import { useUpdateBooking } from '../api/update-booking';
import { saveErrorMessage } from '../utils/booking-errors';
import { orderIdOf } from '../utils/booking-format';
import {
  changedFields,
  draftProblem,
  editDraftSchema,
  estimateEdit,
  hasChanges,
  indexCatalogue,
  initialDraft,
  servicesChanged,
  type EditDraft,
  type EditLine,
} from '../utils/edit-booking';
import { EditBookingDetails } from './edit-booking-details';
import { EditServicesPanel } from './edit-booking-services';

export type { EditCatalogue };

export interface EditBookingDialogProps {
  /** The booking being edited; null keeps the dialog closed. */
  booking: CustomerBooking | null;
  catalogue: EditCatalogue;
  onOpenChange: (open: boolean) => void;
  /** The clock for the slot rules (tests pin it). */
  now?: () => Date;
}

type Tab = 'details' | 'services';
const SCHEDULE_FIELDS = new Set(['pickupDate', 'pickupTime', 'deliveryDate', 'deliveryTime']);
/** A check before sending, in core's English (kept apart from the server's refusal, which reads 'Update Failed: …'). */
const PROBLEM = 'root.problem';

/** Edit booking: tabs Details and Services; Services has an edit mode and an add-services mode. */
export function EditBookingDialog({ booking, catalogue, onOpenChange, now = () => new Date() }: EditBookingDialogProps) {
  const [saving, setSaving] = useState(false);
  return (
    <Dialog
      open={booking !== null}
      onOpenChange={(next) => {
        // Closing mid-save would hide the answer; the save is quick either way.
        if (!next && saving) return;
        onOpenChange(next);
      }}
    >
      <DialogContent mobileLayout="fullscreen" widthClassName="min-[48rem]:max-w-xl">
        {booking ? (
          <EditBookingForm
            key={booking.id}
            booking={booking}
            catalogue={catalogue}
            now={now}
            onSavingChange={setSaving}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

interface EditBookingFormProps {
  booking: CustomerBooking;
  catalogue: EditCatalogue;
  now: () => Date;
  onSavingChange: (saving: boolean) => void;
  onDone: () => void;
}

function EditBookingForm({ booking, catalogue, now, onSavingChange, onDone }: EditBookingFormProps) {
  const { t } = useTranslation('bookings');
  const locale = useLocale();
  // The form is a snapshot taken when the dialog opened: a list refresh in the background never
  // overwrites what the customer is typing, and a failed save keeps every edit.
  const form = useZodForm(editDraftSchema, { defaultValues: initialDraft(booking) });
  const draft = useWatch({ control: form.control }) as EditDraft;
  const [openedAt] = useState(now);
  const [tab, setTab] = useState<Tab>('details');
  const [mode, setMode] = useState<'edit' | 'add-services'>('edit');
  const update = useUpdateBooking();

  const catalogueIndex = useMemo(() => indexCatalogue(catalogue.categories), [catalogue.categories]);
  const changes = changedFields(booking, draft);
  const dirty = hasChanges(changes);
  const linesChanged = servicesChanged(booking, draft.lines);
  const estimate = estimateEdit(draft.lines, catalogueIndex);
  const { errors } = form.formState;
  const serverError = errors.root?.server?.message;
  const problem = errors.root?.problem?.message;

  const edit = (next: EditDraft) => {
    setValues(form.setValue, next);
    form.clearErrors();
  };

  /** Opens the tab the message is about. */
  const showOn = (on: Tab | null) => {
    if (!on) return;
    setTab(on);
    if (on === 'details') setMode('edit');
  };

  const submit = form.handleSubmit(async (values) => {
    if (!dirty) return;
    const found = draftProblem(booking, values, now(), catalogueIndex);
    if (found) {
      form.setError(PROBLEM, { type: 'check', message: found.message });
      return showOn(found.tab);
    }
    onSavingChange(true);
    try {
      const result = await update.mutateAsync({ id: booking.id, changes });
      toast.success(translateMessage(result.message ?? BOOKING_MESSAGES.updated));
      onDone();
    } catch (error) {
      applyServerError(form.setError, error, { fields: [], message: (failure) => saveErrorMessage(failure, t) });
      const field = error instanceof ApiError ? (error.field ?? '') : '';
      showOn(SCHEDULE_FIELDS.has(field) ? 'details' : field.startsWith('services') ? 'services' : null);
    } finally {
      onSavingChange(false);
    }
  });

  // The server's refusal is already in the interface language; a check's message is core's English.
  const errorMessage = serverError ?? (problem ? translateMessage(problem) : undefined);

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex min-h-full flex-col">
        <div className="px-5 pt-[max(1.25rem,env(safe-area-inset-top))] pb-3 min-[48rem]:px-6 min-[48rem]:pt-6">
          <DialogTitle className="pr-10 text-xl">{t('edit.title')}</DialogTitle>
          <DialogDescription className="mt-0.5">
            <Trans
              t={t}
              i18nKey="edit.order"
              values={{ orderId: orderIdOf(booking) }}
              components={{ 1: <span className="font-semibold text-slate-700 tabular-nums" translate="no" /> }}
            />
          </DialogDescription>
        </div>

        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)} className="flex flex-1 flex-col">
          <div className="sticky top-0 z-10 bg-white px-5 pb-2 min-[48rem]:px-6">
            <Tabs.List aria-label={t('edit.sections')} className="grid grid-cols-2 gap-1 rounded-2xl bg-slate-100 p-1">
              {(
                [
                  { value: 'details', label: t('edit.details'), icon: CalendarClock },
                  { value: 'services', label: t('edit.services'), icon: Shirt },
                ] as const
              ).map(({ value, label, icon: Icon }) => (
                <Tabs.Trigger
                  key={value}
                  value={value}
                  className="inline-flex h-11 items-center justify-center gap-2 rounded-xl text-[15px] font-semibold text-slate-600 transition data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-soft"
                >
                  <Icon className="h-4 w-4" aria-hidden="true" />
                  {label}
                  {value === 'services' ? (
                    <span
                      aria-hidden="true"
                      className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-100 px-1.5 text-xs font-bold text-brand-800 tabular-nums"
                    >
                      {draft.lines.reduce((sum, line) => sum + line.quantity, 0)}
                    </span>
                  ) : null}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </div>

          <Tabs.Content value="details" className="flex-1 px-5 pt-3 pb-6 outline-none min-[48rem]:px-6">
            <EditBookingDetails
              booking={booking}
              draft={draft}
              openedAt={openedAt}
              missing={problem === BOOKING_MESSAGES.editRequired}
              onChange={edit}
            />
          </Tabs.Content>

          <Tabs.Content value="services" className="flex-1 px-5 pt-3 pb-6 outline-none min-[48rem]:px-6">
            <EditServicesPanel
              lines={draft.lines}
              catalogue={catalogue}
              catalogueIndex={catalogueIndex}
              mode={mode}
              onModeChange={setMode}
              onLinesChange={(lines: EditLine[]) => edit({ ...draft, lines })}
            />
          </Tabs.Content>
        </Tabs.Root>

        <div className="sticky bottom-0 z-10 border-t border-slate-100 bg-white/95 px-5 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))] backdrop-blur min-[48rem]:px-6 min-[48rem]:pb-5">
          {errorMessage ? (
            <div
              // A new message is a new box, brought into view as it appears.
              key={errorMessage}
              ref={(box) => box?.scrollIntoView({ block: 'nearest' })}
              role="alert"
              className="mb-3 flex items-start gap-2.5 rounded-2xl bg-red-50 px-3.5 py-3 text-sm text-red-800 ring-1 ring-red-100"
            >
              <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <p>
                {serverError ? <span className="font-semibold">{t('edit.failedTitle')}: </span> : null}
                {errorMessage}
              </p>
            </div>
          ) : null}
          <div className="flex items-center justify-between gap-3">
            <div className="min-w-0" aria-live="polite">
              {linesChanged ? (
                <>
                  <p className="text-xs font-medium text-slate-500">
                    {booking.coupon_code ? (
                      <Trans
                        t={t}
                        i18nKey="edit.estimatedSubtotal"
                        values={{ code: booking.coupon_code }}
                        components={{ 1: <span translate="no" /> }}
                      />
                    ) : (
                      t('edit.estimatedTotal')
                    )}
                  </p>
                  <p className="text-lg font-extrabold text-ink tabular-nums" data-testid="edit-estimate">
                    {estimate.problem ? '—' : `≈ ${formatRupeesIn(locale, estimate.subtotal)}`}
                  </p>
                </>
              ) : (
                <>
                  <p className="text-xs font-medium text-slate-500">{t('edit.total')}</p>
                  <p className="text-lg font-extrabold text-ink tabular-nums">{formatRupeesIn(locale, booking.final_amount)}</p>
                </>
              )}
            </div>
            <Button type="submit" size="lg" className="shrink-0" disabled={!dirty || update.isPending}>
              {update.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
              {update.isPending ? t('edit.saving') : t('edit.save')}
            </Button>
          </div>
          <p className="mt-2 text-xs text-slate-500">
            {linesChanged ? t('edit.estimateNote') : dirty ? t('edit.recheck') : t('edit.nothingYet')}
          </p>
        </div>
      </form>
    </FormProvider>
  );
}
