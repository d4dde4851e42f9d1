import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { adminUsers } from './identity.js';
import { vendors } from './locations.js';

/**
 * A laundry's staff (docs/decisions/0034-garment-tags-and-vendor-staff.md): added by an admin for one vendor, signed in
 * by phone code at /vendor. Deactivated, never deleted: the audit trail names them.
 */
export const vendorStaff = pgTable(
  'vendor_staff',
  {
    id: id(),
    name: text('name').notNull(),
    /** 91 followed by the 10-digit mobile; one account a number. */
    phone: text('phone').notNull(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    isActive: boolean('is_active').notNull().default(true),
    createdByAdminId: uuid('created_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('vendor_staff_phone_uq').on(t.phone), index('vendor_staff_vendor_idx').on(t.vendorId, t.isActive)],
);
