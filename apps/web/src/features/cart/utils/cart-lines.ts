import { paiseToRupees, type CatalogueCategory, type CatalogueService } from '@washday/core';
import { i18n } from '@/lib/i18n';
import { estimateServiceLines } from '@/lib/order-pricing';
import type { CartItems } from './cart-rules';

export interface CartLine {
  service: CatalogueService;
  quantity: number;
  /** Rupees, core's price for the line (display only: the server prices the order); null when core refuses the line. */
  lineTotal: number | null;
}

/**
 * The cart's lines for the catalogue on screen, in catalogue order. Ids the catalogue no longer offers
 * (unknown or disabled) are left out, so they are never shown, counted or ordered.
 */
export function resolveCartLines(items: CartItems, categories: readonly CatalogueCategory[]): CartLine[] {
  const lines: CartLine[] = [];
  for (const category of categories) {
    if (!category.enabled) continue;
    for (const service of category.services) {
      const quantity = items[service.id] ?? 0;
      if (!service.enabled || quantity <= 0) continue;
      const [priced] = estimateServiceLines([{ service, quantity }]).lines;
      lines.push({ service, quantity, lineTotal: priced ? paiseToRupees(priced.totalPricePaise) : null });
    }
  }
  return lines;
}

export interface CartSummary {
  /** Sum of quantities (pieces, sets and kilograms alike), as the cart bar shows it. */
  count: number;
  /** Rupees, by core's pricing; null when core would refuse the order. */
  subtotal: number | null;
}

export function summarizeCart(lines: readonly CartLine[]): CartSummary {
  const count = lines.reduce((total, line) => total + line.quantity, 0);
  // An empty cart costs nothing; core prices only an order with lines.
  if (lines.length === 0) return { count, subtotal: 0 };
  const estimate = estimateServiceLines(lines);
  return { count, subtotal: estimate.problem === null ? estimate.subtotal : null };
}

/**
 * '1 item', '3 items' in the interface language at the time of the call: call it while rendering a component that
 * uses useTranslation, so it follows a switch (a component can also say t('common:itemCount', { count })).
 */
export function itemCountLabel(count: number): string {
  return i18n.t('itemCount', { ns: 'common', count });
}
