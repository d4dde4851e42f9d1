import { BOOKING_MESSAGES, formatRupees, SLOT_MESSAGES, type CatalogueCategory } from '@washday/core';
import * as Tabs from '@radix-ui/react-tabs';
import { CalendarClock, LoaderCircle, Shirt, TriangleAlert } from 'lucide-react';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import type { CustomerBooking } from '../api/booking-keys';
import { useUpdateBooking } from '../api/update-booking';
import { EDIT_MESSAGES, saveErrorMessage } from '../utils/booking-errors';
import { orderIdOf } from '../utils/booking-format';
import {
  changedFields,
  draftProblem,
  estimateSubtotal,
  hasChanges,
  indexCatalogue,
  initialDraft,
  MAX_INSTRUCTIONS_LENGTH,
  scheduleOptions,
  servicesChanged,
  withDeliveryDate,
  withPickupDate,
  withPickupTime,
  type EditDraft,
  type EditLine,
} from '../utils/edit-booking';
import { EditServicesPanel } from './edit-booking-services';
import { SelectField } from './select-field';

/** The catalogue as the area has it: the edit dialog only reads it to add lines and estimate. */
export interface EditCatalogue {
  categories: readonly CatalogueCategory[];
  status: 'loading' | 'ready' | 'error';
  onRetry?: () => void;
}

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
  const ids = useId();
  // The form is a snapshot taken when the dialog opened: a list refresh in the background never
  // overwrites what the customer is typing, and a failed save keeps every edit.
  const [draft, setDraft] = useState<EditDraft>(() => initialDraft(booking));
  const [openedAt] = useState(now);
  const [tab, setTab] = useState<Tab>('details');
  const [mode, setMode] = useState<'edit' | 'add-services'>('edit');
  const [problem, setProblem] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const update = useUpdateBooking();

  const catalogueIndex = useMemo(() => indexCatalogue(catalogue.categories), [catalogue.categories]);
  const options = scheduleOptions(booking, draft, openedAt);
  const changes = changedFields(booking, draft);
  const dirty = hasChanges(changes);
  const linesChanged = servicesChanged(booking, draft.lines);
  const estimate = estimateSubtotal(draft.lines, catalogueIndex);
  const orderId = orderIdOf(booking);
  const missing = problem === BOOKING_MESSAGES.editRequired;

  const edit = (next: EditDraft) => {
    setDraft(next);
    setProblem(null);
    setServerError(null);
  };

  const showError = (message: string, on: Tab | null, kind: 'problem' | 'server') => {
    if (kind === 'problem') setProblem(message);
    else setServerError(message);
    if (on) {
      setTab(on);
      if (on === 'details') setMode('edit');
    }
    requestAnimationFrame(() => errorRef.current?.scrollIntoView({ block: 'nearest' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending || !dirty) return;
    const found = draftProblem(booking, draft, now());
    if (found) {
      showError(found.message, found.tab, 'problem');
      return;
    }
    setServerError(null);
    onSavingChange(true);
    try {
      const result = await update.mutateAsync({ id: booking.id, changes });
      toast.success(result.message ?? 'Booking updated successfully');
      onDone();
    } catch (error) {
      const field = error instanceof ApiError ? (error.field ?? '') : '';
      const on: Tab | null = SCHEDULE_FIELDS.has(field) ? 'details' : field.startsWith('services') ? 'services' : null;
      showError(saveErrorMessage(error), on, 'server');
    } finally {
      onSavingChange(false);
    }
  };

  const errorMessage = serverError ?? problem;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex min-h-full flex-col">
      <div className="px-5 pt-[max(1.25rem,env(safe-area-inset-top))] pb-3 min-[48rem]:px-6 min-[48rem]:pt-6">
        <DialogTitle className="pr-10 text-xl">Edit Booking</DialogTitle>
        <DialogDescription className="mt-0.5">
          Order <span className="font-semibold text-slate-700 tabular-nums">{orderId}</span>
        </DialogDescription>
      </div>

      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)} className="flex flex-1 flex-col">
        <div className="sticky top-0 z-10 bg-white px-5 pb-2 min-[48rem]:px-6">
          <Tabs.List aria-label="Edit booking sections" className="grid grid-cols-2 gap-1 rounded-2xl bg-slate-100 p-1">
            {(
              [
                { value: 'details', label: 'Details', icon: CalendarClock },
                { value: 'services', label: 'Services', icon: Shirt },
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
          <fieldset>
            <legend className="text-base font-bold text-ink">Pickup</legend>
            <div className="mt-3 grid grid-cols-2 gap-3">
              <SelectField
                id={`${ids}-pickup-date`}
                label="Pickup date"
                placeholder="Choose date"
                value={draft.pickupDate}
                options={options.pickupDateOptions}
                invalid={missing && !draft.pickupDate}
                onChange={(value) => edit(withPickupDate(draft, value, openedAt))}
              />
              <SelectField
                id={`${ids}-pickup-time`}
                label="Pickup time"
                placeholder="Choose time"
                value={draft.pickupTime}
                options={options.pickupTimeOptions}
                disabled={!draft.pickupDate}
                invalid={missing && !draft.pickupTime}
                onChange={(value) => edit(withPickupTime(draft, value))}
              />
            </div>
          </fieldset>

          <fieldset className="mt-6">
            <legend className="text-base font-bold text-ink">Delivery</legend>
            <div className="mt-3 grid grid-cols-2 gap-3">
              <SelectField
                id={`${ids}-delivery-date`}
                label="Delivery date"
                placeholder="Choose date"
                value={draft.deliveryDate}
                options={options.deliveryDateOptions}
                disabled={!options.pickupChosen}
                invalid={missing && !draft.deliveryDate}
                describedBy={`${ids}-delivery-hint`}
                onChange={(value) => edit(withDeliveryDate(draft, value))}
              />
              <SelectField
                id={`${ids}-delivery-time`}
                label="Delivery time"
                placeholder="Choose time"
                value={draft.deliveryTime}
                options={options.deliveryTimeOptions}
                disabled={!options.pickupChosen || !draft.deliveryDate}
                invalid={missing && !draft.deliveryTime}
                describedBy={`${ids}-delivery-hint`}
                onChange={(value) => edit({ ...draft, deliveryTime: value })}
              />
            </div>
            <p id={`${ids}-delivery-hint`} className="mt-2 text-[13px] text-slate-500">
              {!options.pickupChosen
                ? SLOT_MESSAGES.pickupFirst
                : options.noDeliverySlots
                  ? SLOT_MESSAGES.noDeliverySlots
                  : !draft.deliveryDate || !draft.deliveryTime
                    ? 'Choose when we should bring your clothes back.'
                    : 'Delivery is at least 24 hours after pickup (48 hours for dry cleaning).'}
            </p>
          </fieldset>

          <div className="mt-6">
            <label htmlFor={`${ids}-instructions`} className="mb-1.5 block text-base font-bold text-ink">
              Special instructions <span className="text-sm font-normal text-slate-400">(optional)</span>
            </label>
            <textarea
              id={`${ids}-instructions`}
              value={draft.instructions}
              maxLength={MAX_INSTRUCTIONS_LENGTH}
              rows={3}
              placeholder="E.g. ring the bell twice, fragile embroidery on the saree"
              onChange={(event) => edit({ ...draft, instructions: event.target.value })}
              className="w-full resize-none rounded-2xl bg-slate-50 px-4 py-3 text-[16px] text-ink ring-1 ring-slate-200 transition outline-none placeholder:text-slate-400 focus:bg-white focus:ring-2 focus:ring-brand-500"
            />
            <p className="mt-1 text-right text-xs text-slate-400 tabular-nums">
              {draft.instructions.length}/{MAX_INSTRUCTIONS_LENGTH}
            </p>
          </div>
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
            ref={errorRef}
            role="alert"
            className="mb-3 flex items-start gap-2.5 rounded-2xl bg-red-50 px-3.5 py-3 text-sm text-red-800 ring-1 ring-red-100"
          >
            <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <p>
              {serverError ? <span className="font-semibold">{EDIT_MESSAGES.failedTitle}: </span> : null}
              {errorMessage}
            </p>
          </div>
        ) : null}
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0" aria-live="polite">
            {linesChanged ? (
              <>
                <p className="text-xs font-medium text-slate-500">
                  {booking.coupon_code ? `Estimated subtotal · ${booking.coupon_code} re-applied on save` : 'Estimated total'}
                </p>
                <p className="text-lg font-extrabold text-ink tabular-nums" data-testid="edit-estimate">
                  ≈ {formatRupees(estimate)}
                </p>
              </>
            ) : (
              <>
                <p className="text-xs font-medium text-slate-500">Total</p>
                <p className="text-lg font-extrabold text-ink tabular-nums">{formatRupees(booking.final_amount)}</p>
              </>
            )}
          </div>
          <Button type="submit" size="lg" className="shrink-0" disabled={!dirty || update.isPending}>
            {update.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
            {update.isPending ? 'Saving…' : 'Save changes'}
          </Button>
        </div>
        <p className="mt-2 text-xs text-slate-500">
          {linesChanged
            ? EDIT_MESSAGES.estimateNote
            : dirty
              ? 'Washday re-checks your slots when you save.'
              : 'Change a slot, the instructions or the items to save.'}
        </p>
      </div>
    </form>
  );
}
