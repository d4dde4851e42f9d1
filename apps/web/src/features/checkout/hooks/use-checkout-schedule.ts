import { DELIVERY_DAYS_SHOWN, deliveryDates, deliverySlots, earliestDelivery, pickupDates, pickupSlots } from '@washday/core';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { chooseSchedule, type CheckoutFormState, type ScheduleChoice } from '../utils/checkout-form-state';

/**
 * The pickup and delivery choices as they stand now, from core's slot rules: choices that have slipped into the
 * past (or a restored form's stale ones) drop out by themselves. `choose` applies the schedule's rules to the form.
 */
export function useCheckoutSchedule(
  { control, getValues, setValue, clearErrors }: UseFormReturn<CheckoutFormState, unknown, CheckoutFormState>,
  categories: readonly string[],
  now: Date,
) {
  const form = useWatch({ control }) as CheckoutFormState;

  const pickupDateOptions = pickupDates(now);
  const pickupDate = form.pickupDate && pickupDateOptions.includes(form.pickupDate) ? form.pickupDate : null;
  const pickupSlotOptions = pickupDate ? pickupSlots(pickupDate, now) : [];
  const pickupTime = form.pickupTime && pickupSlotOptions.some((slot) => slot.value === form.pickupTime) ? form.pickupTime : null;
  const earliest = pickupDate && pickupTime ? earliestDelivery(pickupDate, pickupTime, categories) : null;
  const deliveryDateOptions = earliest ? deliveryDates(earliest) : [];
  const deliveryDate = form.deliveryDate && deliveryDateOptions.includes(form.deliveryDate) ? form.deliveryDate : null;
  const deliverySlotOptions = earliest && deliveryDate ? deliverySlots(deliveryDate, earliest) : [];
  const deliveryTime = form.deliveryTime && deliverySlotOptions.some((slot) => slot.value === form.deliveryTime) ? form.deliveryTime : null;
  const showAllDeliveryDates =
    form.showAllDeliveryDates || (deliveryDate !== null && deliveryDateOptions.indexOf(deliveryDate) >= DELIVERY_DAYS_SHOWN);

  const choose = (choice: ScheduleChoice) => {
    const current = getValues();
    const next = chooseSchedule(current, choice);
    for (const key of ['pickupDate', 'pickupTime', 'deliveryDate', 'deliveryTime', 'showAllDeliveryDates'] as const) {
      if (next[key] !== current[key]) setValue(key, next[key]);
    }
    clearErrors(choice.type);
  };

  return {
    /** The valid choices now. */
    chosen: { pickupDate, pickupTime, deliveryDate, deliveryTime },
    pickupDateOptions,
    pickupSlotOptions,
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
