import { z } from 'zod';
import { normalizeIndianMobile } from '../phone.js';
import { VENDOR_STAGES, type VendorStage } from '../ordering/lifecycle.js';

/**
 * A laundry's own staff (docs/decisions/0034-garment-tags-and-vendor-staff.md): accounts admins create for a vendor,
 * signed in by phone code at /vendor, who see and move only their vendor's orders.
 */

export const VENDOR_STAFF_NAME_MAX = 60;
/** A rack or shelf position as the laundry writes it: 'R3-12', 'Shelf B/4'. */
export const RACK_POSITION_MAX = 12;
export const RACK_POSITION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/;

export const VENDOR_STAFF_MESSAGES = {
  nameRequired: "Enter the staff member's name",
  nameTooLong: `Keep the name to ${VENDOR_STAFF_NAME_MAX} characters`,
  phoneRequired: "Enter the staff member's mobile number",
  phoneInvalid: 'Enter a 10-digit Indian mobile number starting with 6-9',
  phoneTaken: (name: string, vendor: string) => `This number already signs in ${name} at ${vendor}`,
  vendorNotFound: 'Vendor not found',
  staffNotFound: 'Staff member not found',
  created: (name: string) => `${name} can now sign in at /vendor with their phone`,
  deactivated: (name: string) => `${name} can no longer sign in`,
  reactivated: (name: string) => `${name} can sign in again`,
  alreadyActive: 'This staff member is already active',
  alreadyInactive: 'This staff member is already inactive',
  notStaff: 'This number is not registered with any laundry. Ask Washday operations to add you.',
  inactive: 'Your laundry account has been deactivated. Ask Washday operations to reactivate it.',
  rackRequired: 'Enter the rack position, e.g. R3-12',
  rackTooLong: `Keep the rack position to ${RACK_POSITION_MAX} characters, e.g. R3-12`,
  rackInvalid: 'Use letters, digits, spaces, dots, slashes or dashes, e.g. R3-12',
  stageSet: (order: string, stage: VendorStage) => `${order} marked ${stage}`,
  rackSet: (order: string, rack: string) => `${order} is on rack ${rack}`,
  rackCleared: (order: string) => `${order} has no rack position now`,
  loggedOut: 'Signed out',
} as const;

export const vendorStaffNameSchema = z
  .string({ error: VENDOR_STAFF_MESSAGES.nameRequired })
  .trim()
  .min(1, VENDOR_STAFF_MESSAGES.nameRequired)
  .max(VENDOR_STAFF_NAME_MAX, VENDOR_STAFF_MESSAGES.nameTooLong);

/** Core's mobile rule (normalizeIndianMobile), in the admin's words; answered as 10 digits. */
export const vendorStaffPhoneSchema = z
  .string({ error: VENDOR_STAFF_MESSAGES.phoneRequired })
  .trim()
  .min(1, VENDOR_STAFF_MESSAGES.phoneRequired)
  .transform((value, ctx) => {
    const phone = normalizeIndianMobile(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: VENDOR_STAFF_MESSAGES.phoneInvalid });
      return z.NEVER;
    }
    return phone;
  });

export const vendorStaffInputSchema = z.object({ name: vendorStaffNameSchema, phone: vendorStaffPhoneSchema });
export type VendorStaffInput = z.input<typeof vendorStaffInputSchema>;

/** Upper-cased and trimmed; an empty one clears the position. */
export const rackPositionSchema = z
  .string({ error: VENDOR_STAFF_MESSAGES.rackRequired })
  .trim()
  .max(RACK_POSITION_MAX, VENDOR_STAFF_MESSAGES.rackTooLong)
  .refine((v) => v === '' || RACK_POSITION_PATTERN.test(v), VENDOR_STAFF_MESSAGES.rackInvalid)
  .transform((v) => v.toUpperCase().replace(/\s+/g, ' '));

export const vendorStaffSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 10 digits. */
  phone: z.string(),
  vendor: z.object({ id: z.string(), name: z.string() }),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VendorStaff = z.infer<typeof vendorStaffSchema>;

/** The three lists of the laundry's board. */
export const VENDOR_BOARD_COLUMNS = ['incoming', 'atLaundry', 'ready'] as const;
export type VendorBoardColumn = (typeof VENDOR_BOARD_COLUMNS)[number];

/** The stage a laundry may set next on an order in a stage (null: received first, once the pickup arrived). */
export const NEXT_VENDOR_STAGE: Record<'none' | VendorStage, VendorStage | null> = {
  none: 'received',
  received: 'processing',
  processing: 'ready',
  ready: null,
};

export const vendorOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  /** The customer's first name only: the laundry needs no more of them. */
  customerFirstName: z.string(),
  items: z.array(z.object({ name: z.string(), quantity: z.number(), unit: z.string() })),
  itemCount: z.number(),
  /** What the pickup rider counted at the door (null before the pickup is collected). */
  itemsCollected: z.number().nullable(),
  pickupRider: z.object({ name: z.string(), phone: z.string() }).nullable(),
  pickup: z.object({ date: z.string(), time: z.string(), status: z.string().nullable(), completedAt: z.string().nullable() }),
  delivery: z.object({ date: z.string(), time: z.string(), status: z.string().nullable() }),
  vendorStage: z.enum(VENDOR_STAGES).nullable(),
  vendorAssignedAt: z.string().nullable(),
  rackPosition: z.string().nullable(),
  specialInstructions: z.string().nullable(),
  updatedAt: z.string(),
});
export type VendorOrder = z.infer<typeof vendorOrderSchema>;
