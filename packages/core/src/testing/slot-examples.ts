// Worked examples of what the slot rules offer (ordering/slots.ts), written out by hand so that tests on both sides
// compare against the same expected lists. For tests only: nothing in the apps imports this module.

/** Every hourly slot a day can have, 8 AM to 9 PM, as the slot lists show it (12-hour format). */
export const HOURLY_SLOT_LABELS = [
  '8:00 AM',
  '9:00 AM',
  '10:00 AM',
  '11:00 AM',
  '12:00 PM',
  '1:00 PM',
  '2:00 PM',
  '3:00 PM',
  '4:00 PM',
  '5:00 PM',
  '6:00 PM',
  '7:00 PM',
  '8:00 PM',
  '9:00 PM',
] as const;

/** The labels of the hourly slots from `fromHour` to `toHour` (both included, 24-hour clock, within 8 to 21). */
export function hourlySlotLabels(fromHour: number, toHour: number): string[] {
  return HOURLY_SLOT_LABELS.slice(fromHour - 8, toHour - 8 + 1);
}

/** The pickup dates offered on 22 Nov 2026 in India: seven days starting that day. */
export const WEEK_FROM_22_NOV_2026 = [
  '2026-11-22',
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
] as const;
