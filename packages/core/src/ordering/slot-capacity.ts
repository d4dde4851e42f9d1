// Slot capacity (beyond the spec): how many pickups one hourly slot can take in a service area. A slot with no
// capacity set has no limit; 0 closes it. Each booking counts against the most specific area it falls in.
import { z } from 'zod';
import { ALL_SLOTS } from './slots.js';

export const SLOT_CAPACITY_MAX = 500;

export const SLOT_CAPACITY_MESSAGES = {
  full: 'This pickup slot is full. Please choose another time.',
  capacityInvalid: `Capacity must be a whole number from 0 to ${SLOT_CAPACITY_MAX}, or blank for no limit`,
  slotInvalid: 'Capacity can only be set for the listed hourly slots (8:00 AM to 9:00 PM)',
  saved: (area: string) => `Slot capacity of ${area} saved`,
} as const;

const SLOT_VALUES = new Set(ALL_SLOTS.map((s) => s.value));

/** 'HH:00' → pickups that slot can take; a slot missing from the map has no limit. */
export const slotCapacityMapSchema = z
  .record(
    z.string(),
    z
      .number({ error: SLOT_CAPACITY_MESSAGES.capacityInvalid })
      .int(SLOT_CAPACITY_MESSAGES.capacityInvalid)
      .min(0, SLOT_CAPACITY_MESSAGES.capacityInvalid)
      .max(SLOT_CAPACITY_MAX, SLOT_CAPACITY_MESSAGES.capacityInvalid),
  )
  .superRefine((map, ctx) => {
    for (const time of Object.keys(map)) {
      if (!SLOT_VALUES.has(time)) ctx.addIssue({ code: 'custom', message: SLOT_CAPACITY_MESSAGES.slotInvalid, path: [time] });
    }
  })
  .default({});
export type SlotCapacityMap = z.infer<typeof slotCapacityMapSchema>;

/** The capacity editor's fields as typed ('' for no limit); its output is the API's map. */
export const slotCapacityFormSchema = z.record(z.string(), z.string().trim()).transform((fields, ctx) => {
  const map: SlotCapacityMap = {};
  for (const [time, text] of Object.entries(fields)) {
    if (text === '') continue;
    const n = Number(text);
    if (!/^\d+$/.test(text) || n > SLOT_CAPACITY_MAX) {
      ctx.addIssue({ code: 'custom', message: SLOT_CAPACITY_MESSAGES.capacityInvalid, path: [time] });
      continue;
    }
    map[time] = n;
  }
  return map;
});

/** Whether one more pickup fits: `booked` pickups already hold seats in the slot. */
export function slotHasRoom(capacity: SlotCapacityMap, time: string, booked: number): boolean {
  const limit = capacity[time];
  return limit === undefined || booked < limit;
}
