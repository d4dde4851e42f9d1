// What an order will cost, by core's pricing (the functions the server charges with) run on the catalogue
// the customer sees. Display only: the server prices every order again.
import {
  computeTotals,
  paiseToRupees,
  priceLines,
  PricingError,
  rupeesToPaise,
  type CatalogueService,
  type OrderLine,
  type PricedService,
} from '@washday/core';

/** A catalogue service as core's pricing reads it. */
export function pricedService(service: CatalogueService): PricedService {
  return {
    id: service.id,
    name: service.name,
    category: service.category,
    unit: service.unit,
    pricePaise: rupeesToPaise(service.price),
    minQuantity: service.minQuantity,
    enabled: service.enabled,
  };
}

export interface OrderEstimate {
  /** Priced lines, in order (a service asked twice is one line). */
  lines: OrderLine[];
  /** Rupees. */
  subtotal: number;
  discount: number;
  total: number;
  /** Why core would refuse the order (a quantity under a service's minimum, say); null when it prices. */
  problem: string | null;
}

/** Prices `requested` from `catalogue` with a discount in rupees, as the server will. */
export function estimateOrder(
  requested: ReadonlyArray<{ id: string; quantity: number }>,
  catalogue: ReadonlyMap<string, PricedService>,
  discount = 0,
): OrderEstimate {
  try {
    const lines = priceLines(requested, catalogue);
    const totals = computeTotals(lines, rupeesToPaise(discount));
    return {
      lines,
      subtotal: paiseToRupees(totals.subtotalPaise),
      discount: paiseToRupees(totals.discountPaise),
      total: paiseToRupees(totals.totalPaise),
      problem: null,
    };
  } catch (error) {
    if (!(error instanceof PricingError)) throw error;
    return { lines: [], subtotal: 0, discount: 0, total: 0, problem: error.message };
  }
}

/** Prices lines that carry their catalogue service (the cart's, the checkout's). */
export function estimateServiceLines(
  lines: ReadonlyArray<{ service: CatalogueService; quantity: number }>,
  discount = 0,
): OrderEstimate {
  const catalogue = new Map(lines.map(({ service }) => [service.id, pricedService(service)]));
  return estimateOrder(
    lines.map(({ service, quantity }) => ({ id: service.id, quantity })),
    catalogue,
    discount,
  );
}
