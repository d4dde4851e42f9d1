import { MAX_QUANTITY_PER_LINE, type CatalogueService } from '@washday/core';
import type { FormLine } from './book-for-user-form';

/** A catalogue service's line, or a fresh one at its minimum quantity. */
export function setServiceQuantity(lines: readonly FormLine[], service: CatalogueService, quantity: number): FormLine[] {
  const next = Math.min(MAX_QUANTITY_PER_LINE, quantity);
  const existing = lines.find((l) => l.serviceId === service.id);
  if (next < Math.max(1, service.minQuantity)) return lines.filter((l) => l.serviceId !== service.id);
  if (existing) return lines.map((l) => (l.serviceId === service.id ? { ...l, quantity: next } : l));
  return [
    ...lines,
    {
      key: `service:${service.id}`,
      serviceId: service.id,
      name: service.name,
      category: service.category,
      unit: service.unit,
      quantity: next,
      price: service.price,
    },
  ];
}

/** Steps a line's quantity; a line stepped below 1 (or below its service's minimum) leaves the order. */
export function stepLine(lines: readonly FormLine[], key: string, delta: number, minQuantity = 1): FormLine[] {
  return lines.flatMap((l) => {
    if (l.key !== key) return [l];
    const quantity = Math.min(MAX_QUANTITY_PER_LINE, l.quantity + delta);
    return quantity < Math.max(1, minQuantity) ? [] : [{ ...l, quantity }];
  });
}

let customSequence = 0;
/** A custom line as the admin added it. */
export function customLine(line: Pick<FormLine, 'name' | 'quantity' | 'price' | 'unit'>): FormLine {
  customSequence += 1;
  return { key: `custom:${Date.now()}:${customSequence}`, serviceId: null, category: null, ...line, name: line.name.trim() };
}
