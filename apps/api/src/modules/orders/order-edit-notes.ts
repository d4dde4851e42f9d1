import { formatRupees, paiseToRupees, type AdminEditSchedule, type OrderLine } from '@washday/core';

// The words of an 'edited' audit step, an admin's or a customer's: which slots moved, which lines changed and which
// amounts followed, one part each; the step's note joins them with '; '.

/** An amount as the notes write it. */
export const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

const slotText = (date: string, time: string) => `${date} ${time}`;
const lineKey = (line: OrderLine) => (line.serviceId ? line.serviceId : `custom:${line.name.toLowerCase()}`);
const lineText = (line: OrderLine) => `${line.name} ×${line.quantity}`;

/** 'Pickup 2026-11-23 10:00 → 2026-11-24 09:00', then the same for the delivery: only the slots that moved. */
export function scheduleNotes(before: AdminEditSchedule, after: AdminEditSchedule): string[] {
  const notes: string[] = [];
  if (after.scheduled_date !== before.scheduled_date || after.scheduled_time !== before.scheduled_time)
    notes.push(
      `Pickup ${slotText(before.scheduled_date, before.scheduled_time)} → ${slotText(after.scheduled_date, after.scheduled_time)}`,
    );
  if (after.delivery_date !== before.delivery_date || after.delivery_time !== before.delivery_time)
    notes.push(
      `Delivery ${slotText(before.delivery_date, before.delivery_time)} → ${slotText(after.delivery_date, after.delivery_time)}`,
    );
  return notes;
}

/** What changed between two sets of lines, for the audit note: added, removed and re-counted lines. */
export function linesDiff(before: readonly OrderLine[], after: readonly OrderLine[]): string[] {
  const old = new Map(before.map((l) => [lineKey(l), l]));
  const changes: string[] = [];
  for (const line of after) {
    const was = old.get(lineKey(line));
    old.delete(lineKey(line));
    const price = line.serviceId ? '' : ` at ${rupees(line.unitPricePaise)} (admin-set price)`;
    if (!was) changes.push(`+ ${lineText(line)}${price}`);
    else if (was.quantity !== line.quantity || was.unitPricePaise !== line.unitPricePaise || was.unit !== line.unit)
      changes.push(`${line.name} ×${was.quantity} → ×${line.quantity}${price}`);
  }
  for (const gone of old.values()) changes.push(`− ${lineText(gone)}`);
  return changes;
}

/** The note's part for changed lines (`linesDiff`'s). */
export const itemsNote = (changes: readonly string[]) => `Items: ${changes.join(', ')}`;

/** A booking's amounts, in paise. */
export interface OrderAmounts {
  subtotalPaise: number;
  discountPaise: number;
  finalPaise: number;
}

/** 'Items total ₹450 → ₹600', 'Discount …', 'Final …': only the amounts that changed. */
export function amountNotes(before: OrderAmounts, after: OrderAmounts): string[] {
  const notes: string[] = [];
  if (after.subtotalPaise !== before.subtotalPaise)
    notes.push(`Items total ${rupees(before.subtotalPaise)} → ${rupees(after.subtotalPaise)}`);
  if (after.discountPaise !== before.discountPaise)
    notes.push(`Discount ${rupees(before.discountPaise)} → ${rupees(after.discountPaise)}`);
  if (after.finalPaise !== before.finalPaise) notes.push(`Final ${rupees(before.finalPaise)} → ${rupees(after.finalPaise)}`);
  return notes;
}
