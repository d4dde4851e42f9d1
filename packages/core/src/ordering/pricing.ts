// Line prices and totals. The server prices every order from its catalogue with these functions; the
// client uses the same ones only to show what the server will charge.
import type { ServiceUnit } from '../enums.js';

/** Shown struck out: we waive both fees (customer-app.md §9). */
export const DELIVERY_FEE_LIST_PRICE = 30;
export const HANDLING_FEE_LIST_PRICE = 9;
export const MAX_QUANTITY_PER_LINE = 99;
export const MAX_LINES_PER_ORDER = 40;

export interface PricedService {
  id: string;
  name: string;
  category: string;
  unit: ServiceUnit;
  pricePaise: number;
  minQuantity: number;
  enabled: boolean;
}

export interface OrderLine {
  serviceId: string;
  name: string;
  category: string;
  unit: ServiceUnit;
  quantity: number;
  unitPricePaise: number;
  totalPricePaise: number;
}

export class PricingError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
    this.name = 'PricingError';
  }
}

/** Prices requested lines from the catalogue; repeated services are merged; refuses unknown, disabled or bad quantities. */
export function priceLines(
  requested: ReadonlyArray<{ id: string; quantity: number }>,
  catalogue: ReadonlyMap<string, PricedService>,
): OrderLine[] {
  if (requested.length === 0) throw new PricingError('Please add at least one service', 'services');
  const merged = new Map<string, number>();
  for (const line of requested) merged.set(line.id, (merged.get(line.id) ?? 0) + line.quantity);
  if (merged.size > MAX_LINES_PER_ORDER)
    throw new PricingError(`An order can have at most ${MAX_LINES_PER_ORDER} different services`, 'services');
  return [...merged].map(([id, quantity], index) => {
    const service = catalogue.get(id);
    const field = `services.${index}`;
    if (!service || !service.enabled) throw new PricingError(`Service '${id}' is not available`, `${field}.id`);
    if (!Number.isInteger(quantity) || quantity < 1)
      throw new PricingError(`Quantity of ${service.name} must be a whole number of at least 1`, `${field}.quantity`);
    if (quantity < service.minQuantity)
      throw new PricingError(`${service.name} needs at least ${service.minQuantity} ${service.unit}`, `${field}.quantity`);
    if (quantity > MAX_QUANTITY_PER_LINE)
      throw new PricingError(`At most ${MAX_QUANTITY_PER_LINE} of ${service.name} per order`, `${field}.quantity`);
    return {
      serviceId: id,
      name: service.name,
      category: service.category,
      unit: service.unit,
      quantity,
      unitPricePaise: service.pricePaise,
      totalPricePaise: service.pricePaise * quantity,
    };
  });
}

export interface Totals {
  subtotalPaise: number;
  discountPaise: number;
  deliveryFeePaise: number;
  handlingFeePaise: number;
  totalPaise: number;
}

/** Total = subtotal - discount (fees are waived); never below zero. */
export function computeTotals(lines: readonly OrderLine[], discountPaise: number): Totals {
  const subtotalPaise = lines.reduce((sum, l) => sum + l.totalPricePaise, 0);
  const discount = Math.min(Math.max(0, discountPaise), subtotalPaise);
  return {
    subtotalPaise,
    discountPaise: discount,
    deliveryFeePaise: 0,
    handlingFeePaise: 0,
    totalPaise: subtotalPaise - discount,
  };
}
