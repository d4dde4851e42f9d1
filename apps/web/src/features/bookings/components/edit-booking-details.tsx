import { INSTRUCTIONS_MAX_LENGTH, SLOT_MESSAGES } from '@washday/core';
import { useId } from 'react';
import { TextAreaField } from '@/components/form/text-area-field';
import type { CustomerBooking } from '../api/booking-keys';
import { scheduleOptions, withDeliveryDate, withPickupDate, withPickupTime, type EditDraft } from '../utils/edit-booking';
import { SelectField } from './select-field';

interface EditBookingDetailsProps {
  booking: CustomerBooking;
  draft: EditDraft;
  /** When the dialog opened: the slots offered are the ones core's rules allowed then. */
  openedAt: Date;
  /** The last check found required fields empty: they are marked. */
  missing: boolean;
  onChange: (next: EditDraft) => void;
}

/** The Details tab: pickup and delivery slots from core's rules, and the instructions. */
export function EditBookingDetails({ booking, draft, openedAt, missing, onChange }: EditBookingDetailsProps) {
  const ids = useId();
  const options = scheduleOptions(booking, draft, openedAt);
  return (
    <>
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
            onChange={(value) => onChange(withPickupDate(draft, value, openedAt))}
          />
          <SelectField
            id={`${ids}-pickup-time`}
            label="Pickup time"
            placeholder="Choose time"
            value={draft.pickupTime}
            options={options.pickupTimeOptions}
            disabled={!draft.pickupDate}
            invalid={missing && !draft.pickupTime}
            onChange={(value) => onChange(withPickupTime(draft, value))}
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
            onChange={(value) => onChange(withDeliveryDate(draft, value))}
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
            onChange={(value) => onChange({ ...draft, deliveryTime: value })}
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

      <TextAreaField<EditDraft>
        name="instructions"
        className="mt-6"
        labelClassName="text-base font-bold text-ink"
        label={
          <>
            Special instructions <span className="text-sm font-normal text-slate-400">(optional)</span>
          </>
        }
        maxLength={INSTRUCTIONS_MAX_LENGTH}
        placeholder="E.g. ring the bell twice, fragile embroidery on the saree"
      />
    </>
  );
}

