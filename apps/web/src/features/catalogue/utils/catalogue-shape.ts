import type { CatalogueResponse } from '@washday/core';
import { isBoolean, isNumber, isRecord, isText } from '@/lib/stored-shape';

const isService = (value: unknown): boolean =>
  isRecord(value) &&
  isText(value.id) &&
  isText(value.name) &&
  isText(value.category) &&
  isText(value.image) &&
  isNumber(value.price) &&
  isBoolean(value.enabled);

const isCategory = (value: unknown): boolean =>
  isRecord(value) &&
  isText(value.id) &&
  isText(value.name) &&
  isBoolean(value.enabled) &&
  Array.isArray(value.services) &&
  value.services.every(isService);

/** GET /api/services' answer as the page carries it, checked without zod (not on the first download). */
export function isCatalogueResponse(value: unknown): value is CatalogueResponse {
  return isRecord(value) && value.success === true && Array.isArray(value.categories) && value.categories.every(isCategory);
}
