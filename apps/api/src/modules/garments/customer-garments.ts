import type { CustomerGarment } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { journeyOfBooking, tagsOfBooking } from './garment-tags.service.js';
import { inspectionViews, inspectionsOfBooking } from './inspection-records.js';

/**
 * The customer's garment timeline (docs/decisions/0034): each tag of their order with its scans (stage, outcome, when;
 * never who) and the laundry's inspection notes with their photos' URLs.
 */
export async function customerGarments(db: DbOrTx, bookingId: string): Promise<CustomerGarment[]> {
  const [tags, journey, inspections] = await Promise.all([
    tagsOfBooking(db, bookingId),
    journeyOfBooking(db, bookingId),
    inspectionsOfBooking(db, bookingId).then((rows) => inspectionViews(db, rows)),
  ]);
  return tags.map((tag) => ({
    id: tag.id,
    code: tag.code,
    kind: tag.kind,
    steps: journey.filter((s) => s.tagId === tag.id).map(({ stage, outcome, at }) => ({ stage, outcome, at })),
    inspections: inspections.filter((i) => i.tag_id === tag.id),
  }));
}
