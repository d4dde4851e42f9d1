import type { CatalogueCategory, CatalogueService } from '@washday/core';
import { rupeesToPaise, paiseToRupees } from '@washday/core';
import type { CartItems } from './cart-rules';

export interface CartLine {
  service: CatalogueService;
  quantity: number;
  /** Catalogue price × quantity, in rupees (for display: the server prices the order). */
  lineTotal: number;
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
      lines.push({ service, quantity, lineTotal: paiseToRupees(rupeesToPaise(service.price) * quantity) });
    }
  }
  return lines;
}

export interface CartSummary {
  /** Sum of quantities (pieces, sets and kilograms alike), as the cart bar shows it. */
  count: number;
  /** Rupees. */
  subtotal: number;
}

export function summarizeCart(lines: readonly CartLine[]): CartSummary {
  let count = 0;
  let subtotalPaise = 0;
  for (const line of lines) {
    count += line.quantity;
    subtotalPaise += rupeesToPaise(line.service.price) * line.quantity;
  }
  return { count, subtotal: paiseToRupees(subtotalPaise) };
}

export function itemCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
