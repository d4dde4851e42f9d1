import {
  DELIVERY_DAYS_SHOWN,
  deliveryDates,
  deliverySlots,
  earliestDelivery,
  firstPreferredSlot,
  pickupDates,
  pickupSlots,
  type PreferredTimeSlot,
} from '@washday/core';
import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { chooseSchedule, type CheckoutFormState, type ScheduleChoice } from '../utils/checkout-form-state';

const SCHEDULE_FIELDS = ['pickupDate', 'pickupTime', 'deliveryDate', 'deliveryTime', 'showAllDeliveryDates'] as const;

/**
 * The pickup and delivery choices as they stand now, from core's slot rules: choices that have slipped into the
 * past (or a restored form's stale ones) drop out by themselves. `choose` applies the schedule's rules to the form.
 */
export function useCheckoutSchedule(
  { control, getValues, setValue, clearErrors }: UseFormReturn<CheckoutFormState, unknown, CheckoutFormState>,
  categories: readonly string[],
  now: Date,
  /** Pickup slots of the chosen date with no seat left at the chosen address (the server's answer). */
  fullPickupSlots: ReadonlySet<string> = new Set(),
  /** The customer's preferred time slot (Preferences), or null for a guest. */
  preferredPickupSlot: PreferredTimeSlot | null = null,
) {
  const form = useWatch({ control }) as CheckoutFormState;

  const pickupDateOptions = pickupDates(now);
  const pickupDate = form.pickupDate && pickupDateOptions.includes(form.pickupDate) ? form.pickupDate : null;
  const pickupSlotOptions = pickupDate ? pickupSlots(pickupDate, now) : [];
  const pickupTime =
    form.pickupTime && pickupSlotOptions.some((slot) => slot.value === form.pickupTime) && !fullPickupSlots.has(form.pickupTime)
      ? form.pickupTime
      : null;
  const earliest = pickupDate && pickupTime ? earliestDelivery(pickupDate, pickupTime, categories) : null;
  const deliveryDateOptions = earliest ? deliveryDates(earliest) : [];
  const deliveryDate = form.deliveryDate && deliveryDateOptions.includes(form.deliveryDate) ? form.deliveryDate : null;
  const deliverySlotOptions = earliest && deliveryDate ? deliverySlots(deliveryDate, earliest) : [];
  const deliveryTime =
    form.deliveryTime && deliverySlotOptions.some((slot) => slot.value === form.deliveryTime) ? form.deliveryTime : null;
  const showAllDeliveryDates =
    form.showAllDeliveryDates || (deliveryDate !== null && deliveryDateOptions.indexOf(deliveryDate) >= DELIVERY_DAYS_SHOWN);

  const choose = (choice: ScheduleChoice) => {
    const current = getValues();
    const next = chooseSchedule(current, choice);
    for (const key of SCHEDULE_FIELDS) {
      if (next[key] !== current[key]) setValue(key, next[key]);
    }
    clearErrors(choice.type);
  };

  // With a pickup date chosen and no time, the first free slot in the customer's preferred range is chosen for them.
  const preferredTime =
    pickupDate && !pickupTime && preferredPickupSlot
      ? (firstPreferredSlot(pickupSlotOptions, preferredPickupSlot, fullPickupSlots)?.value ?? null)
      : null;
  useEffect(() => {
    if (!preferredTime) return;
    const current = getValues();
    if (current.pickupTime === preferredTime) return;
    const next = chooseSchedule(current, { type: 'pickupTime', time: preferredTime });
    for (const key of SCHEDULE_FIELDS) {
      if (next[key] !== current[key]) setValue(key, next[key]);
    }
  }, [preferredTime, getValues, setValue]);

  return {
    /** The valid choices now. */
    chosen: { pickupDate, pickupTime, deliveryDate, deliveryTime },
    pickupDateOptions,
    pickupSlotOptions,
    fullPickupSlots,
    earliest,
    deliveryDateOptions,
    shownDeliveryDates: showAllDeliveryDates ? deliveryDateOptions : deliveryDateOptions.slice(0, DELIVERY_DAYS_SHOWN),
    showAllDeliveryDates,
    deliverySlotOptions,
    dryClean: categories.some((category) => category.includes('dry-clean')),
    /** Picks a pickup date, keeping the pickup time when the new date offers it too. */
    choosePickupDate: (date: string) =>
      choose({ type: 'pickupDate', date, keepTime: pickupSlots(date, new Date()).some((slot) => slot.value === pickupTime) }),
    choose,
  };
}

export type CheckoutSchedule = ReturnType<typeof useCheckoutSchedule>;
