import { ADMIN_EDIT_FIELDS, FIRST_SLOT_HOUR, LAST_SLOT_HOUR, slotLabel } from '@washday/core';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormProvider, useWatch, type FieldPath } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, dialogToastOptions } from '@/components/ui/dialog';
import { useZodForm } from '@/hooks/use-zod-form';
import type { EditCatalogue } from '@/lib/edit-catalogue';
import { applyServerError } from '@/lib/form-errors';
import type { AdminBooking } from '../api/admin-booking-keys';
import { useUpdateAdminBooking } from '../api/update-admin-booking';
import { BOOKING_TOASTS, describeAdminFailure, rupees } from '../utils/booking-format';
import {
  STATUS_OPTIONS,
  changedBody,
  editFormSchema,
  estimate,
  indexServices,
  initialDraft,
  statusSelectable,
  tripStarted,
  type EditDraft,
} from '../utils/edit-form';
import { StatusBadge } from './booking-badges';
import { Field, MoneyInput, SelectInput, controlClasses } from './booking-edit-fields';
import { EditItems } from './booking-edit-items';

export type { EditCatalogue };

export interface BookingEditDialogProps {
  /** The booking being edited; null keeps the dialog closed. */
  booking: AdminBooking | null;
  catalogue: EditCatalogue;
  onClose: () => void;
  /** The clock for the pickup rules (tests pin it). */
  now?: () => Date;
}

const pad = (n: number) => String(n).padStart(2, '0');
const SLOTS = Array.from({ length: LAST_SLOT_HOUR - FIRST_SLOT_HOUR + 1 }, (_, i) => ({
  value: `${pad(FIRST_SLOT_HOUR + i)}:00`,
  label: slotLabel(FIRST_SLOT_HOUR + i),
}));
const SCHEDULE = [
  ['scheduled_date', 'Pickup date', 'date'],
  ['scheduled_time', 'Pickup time', 'time'],
  ['delivery_date', 'Delivery date', 'date'],
  ['delivery_time', 'Delivery time', 'time'],
] as const;

/** Edit booking: status by the lifecycle's rules, the slots, the items and the amounts, saved as one audited change. */
export function BookingEditDialog({ booking, catalogue, onClose, now = () => new Date() }: BookingEditDialogProps) {
  const [saving, setSaving] = useState(false);
  return (
    <Dialog open={booking !== null} onOpenChange={(open) => (!open && !saving ? onClose() : undefined)}>
      <DialogContent mobileLayout="fullscreen" widthClassName="min-[48rem]:max-w-3xl">
        {booking ? (
          <EditForm key={booking.id} booking={booking} catalogue={catalogue} now={now} onSaving={setSaving} onDone={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function EditForm({
  booking,
  catalogue,
  now,
  onSaving,
  onDone,
}: {
  booking: AdminBooking;
  catalogue: EditCatalogue;
  now: () => Date;
  onSaving: (saving: boolean) => void;
  onDone: () => void;
}) {
  const services = useMemo(() => indexServices(catalogue.categories), [catalogue.categories]);
  const bookedPrices = useMemo(
    () => new Map(booking.item_prices.flatMap((l) => (l.service_id ? [[l.service_id, l.unit_price] as const] : []))),
    [booking.item_prices],
  );
  // A snapshot taken when the dialog opened: a live refresh never overwrites what the admin is typing.
  const form = useZodForm(
    editFormSchema(booking, now, () => services),
    { defaultValues: initialDraft(booking) },
  );
  const draft = useWatch({ control: form.control }) as EditDraft;
  const save = useUpdateAdminBooking();
  const body = changedBody(booking, draft);
  const dirty = Object.keys(body).length > 0;
  const totals = estimate(draft, services);
  const serverError = form.formState.errors.root?.server?.message;
  // Editing a field takes away its message and a refusal of the whole form.
  const clear = (name: FieldPath<EditDraft>) => {
    form.clearErrors(name);
    form.clearErrors('root');
  };
  // The server's locks: the pickup once its rider is on the way, the delivery once it is out.
  const pickupOut = tripStarted(booking, 'pickup');
  const deliveryOut = tripStarted(booking, 'delivery');
  const locked = (name: (typeof SCHEDULE)[number][0]) => (name.startsWith('scheduled') ? pickupOut : deliveryOut);

  const submit = form.handleSubmit(async (values) => {
    const changes = changedBody(booking, values);
    if (!Object.keys(changes).length) return;
    onSaving(true);
    try {
      const result = await save.mutateAsync({ id: booking.id, body: changes });
      toast.success(result.message, dialogToastOptions());
      onDone();
    } catch (error) {
      const itemFields = values.items.flatMap((_, i) =>
        ['serviceId', 'name', 'quantity', 'price', 'unit'].map((f) => `items.${i}.${f}`),
      );
      // A line's own fields first: the server names `items.0.price` before `items` would match it.
      const fields = [...itemFields, ...ADMIN_EDIT_FIELDS] as FieldPath<EditDraft>[];
      applyServerError(form.setError, error, { fields });
      const { title, detail } = describeAdminFailure(error, BOOKING_TOASTS.updateFailed, BOOKING_TOASTS.updateError);
      toast.error(title, { ...(detail ? { description: detail } : {}), ...dialogToastOptions() });
    } finally {
      onSaving(false);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex min-h-full flex-col">
        <div className="border-b border-slate-100 px-6 pt-6 pb-4 pr-16">
          <div className="flex items-center gap-2.5">
            <DialogTitle className="text-xl">Edit booking</DialogTitle>
            <StatusBadge status={booking.status} />
          </div>
          <DialogDescription className="mt-0.5">
            <span className="font-mono font-semibold text-slate-700">{booking.custom_order_id}</span> · {booking.customerName} ·
            every change is recorded in the audit trail
          </DialogDescription>
        </div>

        <div className="flex-1 space-y-6 px-6 py-5">
          <section aria-label="Status and note" className="grid gap-3 sm:grid-cols-2">
            <Field name="status" label="Status" hint="In progress and completed follow from the riders' trips.">
              {(props) => (
                <SelectInput {...props} {...form.register('status', { onChange: () => clear('status') })}>
                  {['Order', 'At the vendor'].map((group) => (
                    <optgroup key={group} label={group}>
                      {STATUS_OPTIONS.filter((o) => o.group === group).map((option) => (
                        <option key={option.value} value={option.value} disabled={!statusSelectable(booking, option.value)}>
                          {option.label}
                          {option.byTrips && option.value !== booking.status ? ` (${option.byTrips})` : ''}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </SelectInput>
              )}
            </Field>
            <Field
              name="reason"
              label={draft.status === 'cancelled' ? 'Reason for cancelling' : 'Note for the audit trail (optional)'}
            >
              {(props) => (
                <input
                  {...props}
                  {...form.register('reason', { onChange: () => form.clearErrors('reason') })}
                  maxLength={500}
                  placeholder={draft.status === 'cancelled' ? 'Why is it cancelled?' : 'e.g. Customer called to add a blanket'}
                  className={controlClasses}
                />
              )}
            </Field>
          </section>

          <section aria-label="Schedule">
            <h3 className="mb-2 text-sm font-bold text-ink">
              Pickup and delivery
              {pickupOut ? (
                <span className="ml-2 text-xs font-medium text-slate-500">
                  The pickup rider is on the way or done: only the delivery can move.
                </span>
              ) : null}
            </h3>
            <div className="grid gap-3 sm:grid-cols-4">
              {SCHEDULE.map(([name, label, kind]) => (
                <Field key={name} name={name} label={label}>
                  {(props) =>
                    kind === 'date' ? (
                      <input
                        type="date"
                        {...props}
                        {...form.register(name, { onChange: () => clear(name) })}
                        disabled={locked(name)}
                        className={controlClasses}
                      />
                    ) : (
                      <SelectInput {...props} {...form.register(name, { onChange: () => clear(name) })} disabled={locked(name)}>
                        {SLOTS.some((s) => s.value === booking[name]) ? null : (
                          <option value={booking[name]}>{booking[name]}</option>
                        )}
                        {SLOTS.map((slot) => (
                          <option key={slot.value} value={slot.value}>
                            {slot.label}
                          </option>
                        ))}
                      </SelectInput>
                    )
                  }
                </Field>
              ))}
            </div>
          </section>

          <section aria-label="Items">
            <h3 className="mb-2 text-sm font-bold text-ink">Items</h3>
            <EditItems catalogue={catalogue} services={services} bookedPrices={bookedPrices} disabled={save.isPending} />
          </section>

          <section aria-label="Amounts" className="grid gap-3 rounded-2xl bg-slate-50 p-4 sm:grid-cols-3">
            <div>
              <p className="mb-1 text-xs font-semibold text-slate-600">Items total</p>
              <p className="flex h-10 items-center text-lg font-extrabold text-ink tabular-nums" data-testid="items-total">
                {totals.exact ? '' : '≈ '}
                {rupees(totals.subtotal)}
              </p>
            </div>
            <Field name="discount_amount" label={booking.coupon_code ? `Discount (coupon ${booking.coupon_code})` : 'Discount'}>
              {(props) => (
                <MoneyInput {...props} {...form.register('discount_amount', { onChange: () => clear('discount_amount') })} />
              )}
            </Field>
            <Field
              name="final_amount"
              label="Final amount"
              hint={draft.finalManual ? `Items − discount would be ${rupees(totals.derived)}` : 'Items total − discount'}
            >
              {(props) => (
                <>
                  <MoneyInput
                    {...props}
                    {...(draft.finalManual
                      ? form.register('final_amount', { onChange: () => clear('final_amount') })
                      : { value: String(totals.derived), readOnly: true })}
                  />
                  <label className="mt-1.5 flex items-center gap-2 text-xs text-slate-600">
                    <input
                      type="checkbox"
                      {...form.register('finalManual', { onChange: () => form.clearErrors('final_amount') })}
                      className="h-4 w-4 rounded accent-brand-600"
                    />
                    Set the final amount myself
                  </label>
                </>
              )}
            </Field>
          </section>
        </div>

        <div className="sticky bottom-0 z-10 border-t border-slate-100 bg-white/95 px-6 py-4 backdrop-blur">
          {serverError ? (
            <div
              role="alert"
              className="mb-3 flex items-start gap-2.5 rounded-2xl bg-red-50 px-3.5 py-3 text-sm text-red-800 ring-1 ring-red-100"
            >
              <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <p>
                <span className="font-semibold">{BOOKING_TOASTS.updateFailed}: </span>
                {serverError}
              </p>
            </div>
          ) : null}
          <div className="flex items-center justify-between gap-3">
            <p className="text-xs text-slate-500">
              {dirty
                ? `Changing ${Object.keys(body)
                    .filter((k) => k !== 'reason')
                    .map((k) => k.replace(/_/g, ' '))
                    .join(', ')}`
                : 'No changes yet'}
            </p>
            <div className="flex gap-2">
              <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={!dirty || save.isPending}>
                {save.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
                {save.isPending ? 'Saving…' : 'Save changes'}
              </Button>
            </div>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
