import type { ServiceUnit } from '../enums.js';

/** What one tag stands for: a bag of washing, or one garment. */
export const TAG_KINDS = ['bag', 'garment'] as const;
export type TagKind = (typeof TAG_KINDS)[number];

/**
 * The catalogue decides (decision 0034): a service priced by weight (KG) is tagged per bag; one priced by the piece
 * (PC) or the set (SET: a suit or a saree set is handled as one item) is tagged per garment.
 */
export function tagKindOfUnit(unit: ServiceUnit): TagKind {
  return unit === 'KG' ? 'bag' : 'garment';
}

/** An order's tags are per garment when any of its lines is counted by the piece; a weight-only order is tagged per bag. */
export function tagKindOfOrder(units: readonly ServiceUnit[]): TagKind {
  return units.some((unit) => tagKindOfUnit(unit) === 'garment') ? 'garment' : 'bag';
}
