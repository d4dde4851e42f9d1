import { and, asc, eq, inArray } from 'drizzle-orm';
import { INSPECTION_ISSUE_LABELS, type InspectionView } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { garmentInspectionPhotos, garmentInspections, garmentTags } from '../../db/schema/index.js';

// Reading the laundry's inspections (docs/decisions/0034): the rows with their tag's code and their private photos'
// URLs, as the laundry, the customer and the claim review see them.

export type InspectionRow = typeof garmentInspections.$inferSelect;

export const inspectionPhotoUrl = (inspectionId: string, photoId: string) => `/api/inspections/${inspectionId}/photos/${photoId}`;

/** The order's inspections, oldest first. */
export function inspectionsOfBooking(db: DbOrTx, bookingId: string): Promise<InspectionRow[]> {
  return db
    .select()
    .from(garmentInspections)
    .where(eq(garmentInspections.bookingId, bookingId))
    .orderBy(asc(garmentInspections.createdAt), asc(garmentInspections.id));
}

export async function inspectionViews(db: DbOrTx, rows: readonly InspectionRow[]): Promise<InspectionView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [photos, tags] = await Promise.all([
    db
      .select({ id: garmentInspectionPhotos.id, inspectionId: garmentInspectionPhotos.inspectionId })
      .from(garmentInspectionPhotos)
      .where(inArray(garmentInspectionPhotos.inspectionId, ids))
      .orderBy(asc(garmentInspectionPhotos.createdAt), asc(garmentInspectionPhotos.id)),
    db
      .select({ id: garmentTags.id, code: garmentTags.code })
      .from(garmentTags)
      .where(inArray(garmentTags.id, [...new Set(rows.map((r) => r.tagId))])),
  ]);
  const codes = new Map(tags.map((t) => [t.id, t.code]));
  return rows.map((row) => ({
    id: row.id,
    tag_id: row.tagId,
    tag_code: codes.get(row.tagId) ?? '',
    issues: row.issues,
    note: row.note,
    photos: photos.filter((p) => p.inspectionId === row.id).map((p) => ({ id: p.id, url: inspectionPhotoUrl(row.id, p.id) })),
    decision: row.decision,
    decided_at: row.decidedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }));
}

export async function inspectionView(db: DbOrTx, row: InspectionRow): Promise<InspectionView> {
  const [view] = await inspectionViews(db, [row]);
  return view!;
}

/** What the inspection found, in a line: 'stain, damage: collar frayed'. */
export function inspectionSummary(row: Pick<InspectionRow, 'issues' | 'note'>): string {
  const found = row.issues.map((i) => INSPECTION_ISSUE_LABELS[i].toLowerCase()).join(', ');
  return [found, row.note].filter(Boolean).join(': ');
}

/** The claim review's steps for a tag's inspections: what was noted before cleaning and the customer's answer. */
export async function inspectionTrail(db: DbOrTx, bookingId: string, tagCode: string) {
  const rows = await db
    .select({ inspection: garmentInspections })
    .from(garmentInspections)
    .innerJoin(garmentTags, eq(garmentTags.id, garmentInspections.tagId))
    .where(and(eq(garmentInspections.bookingId, bookingId), eq(garmentTags.code, tagCode)))
    .orderBy(asc(garmentInspections.createdAt));
  const views = await inspectionViews(
    db,
    rows.map((r) => r.inspection),
  );
  return views.flatMap((v, i) => {
    const steps = [
      { at: v.created_at, label: 'Inspection', note: inspectionSummary(rows[i]!.inspection), photos: v.photos.map((p) => p.url) },
    ];
    if (v.decided_at && v.decision !== 'pending')
      steps.push({ at: v.decided_at, label: `Customer ${v.decision} cleaning`, note: '', photos: [] });
    return steps;
  });
}
