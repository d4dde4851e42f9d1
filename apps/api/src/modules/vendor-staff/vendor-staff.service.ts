import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { VENDOR_STAFF_MESSAGES, toStoredPhone, type VendorStaff } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { violates } from '../../db/constraint-violation.js';
import { sessions, vendorStaff, vendors } from '../../db/schema/index.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';

/** A laundry's staff accounts as operations keep them (docs/decisions/0034-garment-tags-and-vendor-staff.md). */

type StaffRow = typeof vendorStaff.$inferSelect;

export const toStaffDto = (row: StaffRow, vendor: { id: string; name: string }): VendorStaff => ({
  id: row.id,
  name: row.name,
  phone: row.phone.slice(2),
  vendor,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function requireVendor(db: DbOrTx, vendorId: string) {
  const [vendor] = await db.select({ id: vendors.id, name: vendors.name }).from(vendors).where(eq(vendors.id, vendorId));
  if (!vendor) throw notFound(VENDOR_STAFF_MESSAGES.vendorNotFound);
  return vendor;
}

/** Active first, then by name. */
export async function listStaff(db: DbOrTx, vendorId: string): Promise<VendorStaff[]> {
  const vendor = await requireVendor(db, vendorId);
  const rows = await db
    .select()
    .from(vendorStaff)
    .where(eq(vendorStaff.vendorId, vendorId))
    .orderBy(desc(vendorStaff.isActive), asc(vendorStaff.name));
  return rows.map((row) => toStaffDto(row, vendor));
}

/** The number, whoever has it: one account a number, whichever vendor it is at. */
async function phoneTaken(db: DbOrTx, phone: string): Promise<AppError> {
  const [other] = await db
    .select({ name: vendorStaff.name, vendor: vendors.name })
    .from(vendorStaff)
    .innerJoin(vendors, eq(vendors.id, vendorStaff.vendorId))
    .where(eq(vendorStaff.phone, toStoredPhone(phone)));
  return new AppError(409, VENDOR_STAFF_MESSAGES.phoneTaken(other?.name ?? 'someone', other?.vendor ?? 'another laundry'), {
    code: 'CONFLICT',
    field: 'phone',
  });
}

export async function createStaff(
  db: DbOrTx,
  input: { vendorId: string; name: string; phone: string; adminId: string; now: Date },
): Promise<VendorStaff> {
  const vendor = await requireVendor(db, input.vendorId);
  try {
    const [row] = await db
      .insert(vendorStaff)
      .values({
        name: input.name,
        phone: toStoredPhone(input.phone),
        vendorId: vendor.id,
        createdByAdminId: input.adminId,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    return toStaffDto(row!, vendor);
  } catch (error) {
    // Two admins adding one number at once: the unique index decides.
    if (violates(error, 'vendor_staff_phone_uq')) throw await phoneTaken(db, input.phone);
    throw error;
  }
}

/**
 * Deactivating signs the staff member out everywhere (their sessions are revoked, and the caller ends their live
 * streams); reactivating lets them sign in again. Answers the account and the sessions it ended.
 */
export async function setStaffActive(
  db: DbOrTx,
  input: { vendorId: string; staffId: string; isActive: boolean; now: Date },
): Promise<{ staff: VendorStaff; endedSessionIds: string[] }> {
  const vendor = await requireVendor(db, input.vendorId);
  const [row] = await db
    .select()
    .from(vendorStaff)
    .where(and(eq(vendorStaff.id, input.staffId), eq(vendorStaff.vendorId, vendor.id)));
  if (!row) throw notFound(VENDOR_STAFF_MESSAGES.staffNotFound);
  if (row.isActive === input.isActive)
    throw conflict(input.isActive ? VENDOR_STAFF_MESSAGES.alreadyActive : VENDOR_STAFF_MESSAGES.alreadyInactive);
  const [updated] = await db
    .update(vendorStaff)
    .set({ isActive: input.isActive, updatedAt: input.now })
    .where(eq(vendorStaff.id, row.id))
    .returning();
  const ended = input.isActive
    ? []
    : await db
        .update(sessions)
        .set({ revokedAt: input.now })
        .where(and(eq(sessions.vendorStaffId, row.id), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
  return { staff: toStaffDto(updated!, vendor), endedSessionIds: ended.map((s) => s.id) };
}

/** The signed-in staff member with their vendor. */
export async function getStaff(db: DbOrTx, staffId: string): Promise<VendorStaff> {
  const [row] = await db
    .select({ staff: vendorStaff, vendor: { id: vendors.id, name: vendors.name } })
    .from(vendorStaff)
    .innerJoin(vendors, eq(vendors.id, vendorStaff.vendorId))
    .where(eq(vendorStaff.id, staffId));
  if (!row) throw notFound(VENDOR_STAFF_MESSAGES.staffNotFound);
  return toStaffDto(row.staff, row.vendor);
}
