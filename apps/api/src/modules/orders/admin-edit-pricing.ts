import {
  ADMIN_EDIT_MESSAGES,
  PricingError,
  couponDiscountPaise,
  priceLines,
  type AdminEditLine,
  type OrderLine,
  type PricedService,
} from '@washday/core';
import { badRequest } from '../../lib/errors.js';
import { amountNotes, itemsNote, linesDiff, rupees } from './order-edit-notes.js';
import type { AdminEditRequest, EditableOrder, Plan } from './order-moves.js';

// An admin's edit priced (the rule book's adminEdit move, order-transitions.ts): their lines, then the discount and the
// final amount that follow, and the audit note's parts for them.

/**
 * An admin's lines priced: a catalogue service by core's pricing (a service already on the order keeps the price it
 * was booked at, since a price change applies to new orders only), a custom line at the admin's price. Refusals name
 * the line's field (items.2.quantity).
 */
function priceEditLines(
  items: readonly AdminEditLine[],
  current: readonly OrderLine[],
  catalogue: ReadonlyMap<string, PricedService>,
): OrderLine[] {
  const booked = new Map(current.filter((l) => l.serviceId).map((l) => [l.serviceId, l]));
  const seen = new Set<string>();
  return items.map((item, index) => {
    const field = `items.${index}`;
    if (!item.serviceId) {
      const unitPricePaise = Math.round(item.price! * 100);
      return {
        serviceId: '',
        name: item.name!.trim(),
        category: '',
        unit: item.unit ?? 'PC',
        quantity: item.quantity,
        unitPricePaise,
        totalPricePaise: unitPricePaise * item.quantity,
      };
    }
    const bookedLine = booked.get(item.serviceId);
    const listed = catalogue.get(item.serviceId);
    const service: PricedService | undefined = bookedLine
      ? {
          id: item.serviceId,
          name: bookedLine.name,
          category: bookedLine.category,
          unit: bookedLine.unit,
          pricePaise: bookedLine.unitPricePaise,
          minQuantity: listed?.minQuantity ?? 1,
          enabled: true,
        }
      : listed;
    if (seen.has(item.serviceId))
      throw badRequest(ADMIN_EDIT_MESSAGES.duplicateService(service?.name ?? item.serviceId), `${field}.serviceId`);
    seen.add(item.serviceId);
    try {
      return priceLines(
        [{ id: item.serviceId, quantity: item.quantity }],
        new Map(service ? [[item.serviceId, service]] : []),
      )[0]!;
    } catch (error) {
      if (error instanceof PricingError)
        throw badRequest(error.message, `${field}.${error.field.endsWith('.id') ? 'serviceId' : 'quantity'}`);
      throw error;
    }
  });
}

/** What an admin edit's lines and amounts change: the booking's fields, its new lines and charges, and the notes. */
export interface PricedEdit {
  booking: Pick<Plan['booking'], 'serviceType' | 'subtotalPaise' | 'discountPaise' | 'finalPaise'>;
  lines?: OrderLine[];
  charges?: Plan['charges'];
  notes: string[];
}

/**
 * Final follows items − discount unless the admin sets it, which the note records with what items − discount would
 * give; new lines keep the booking's coupon under its own rule. Nothing changed: an empty answer.
 */
export function priceAdminEdit(
  edit: AdminEditRequest,
  order: EditableOrder,
  catalogue: ReadonlyMap<string, PricedService>,
): PricedEdit {
  const lines = edit.items ? priceEditLines(edit.items, order.lines, catalogue) : [...order.lines];
  const itemChanges = edit.items ? linesDiff(order.lines, lines) : [];
  const subtotal = lines.reduce((sum, l) => sum + l.totalPricePaise, 0);
  let discount = order.discountPaise;
  if (edit.discountPaise !== undefined) {
    if (edit.discountPaise > subtotal) throw badRequest(ADMIN_EDIT_MESSAGES.discountTooHigh(rupees(subtotal)), 'discount_amount');
    discount = edit.discountPaise;
  } else if (itemChanges.length) {
    // New lines keep the booking's coupon under its own rule, as a customer's edit does; a manual discount stays, within the new total.
    discount = order.coupon ? couponDiscountPaise(subtotal, order.coupon) : Math.min(discount, subtotal);
  }
  const derived = subtotal - discount;
  let final = order.finalPaise;
  if (edit.finalPaise !== undefined) final = edit.finalPaise;
  else if (itemChanges.length || discount !== order.discountPaise) final = derived;

  const priced: PricedEdit = { booking: {}, notes: [] };
  if (itemChanges.length) {
    priced.lines = lines;
    priced.booking.serviceType = lines[0]?.category || order.serviceType;
    priced.notes.push(itemsNote(itemChanges));
  }
  if (itemChanges.length || discount !== order.discountPaise || final !== order.finalPaise) {
    Object.assign(priced.booking, { subtotalPaise: subtotal, discountPaise: discount, finalPaise: final });
    priced.charges = { basePricePaise: subtotal, discountPaise: discount };
    priced.notes.push(...amountNotes(order, { subtotalPaise: subtotal, discountPaise: discount, finalPaise: final }));
    if (final !== derived) priced.notes.push(`final amount set by admin (items − discount: ${rupees(derived)})`);
  }
  return priced;
}
