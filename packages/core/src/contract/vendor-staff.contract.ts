import { z } from 'zod';
import { indianMobileSchema, otpCodeSchema } from '../auth/auth-schemas.js';
import { VENDOR_STAGES } from '../ordering/lifecycle.js';
import { rackPositionSchema, vendorOrderSchema, vendorStaffInputSchema, vendorStaffSchema } from '../vendors/vendor-staff.js';
import { defineEndpoint } from './define-endpoint.js';
import { codeSentSchema, successMessageSchema } from './envelopes.js';

// The laundry's staff (docs/decisions/0034-garment-tags-and-vendor-staff.md): admins keep their accounts; the staff sign
// in by phone code and work their vendor's orders at /vendor.

const vendorParams = z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'Invalid vendor id') });
const staffParams = vendorParams.extend({ staffId: z.uuid({ error: 'Invalid staff id' }) });
const oneStaff = z.object({ success: z.literal(true), message: z.string(), staff: vendorStaffSchema });
const orderParams = z.object({ id: z.uuid({ error: 'Invalid order id' }) });
const oneOrder = z.object({ success: z.literal(true), message: z.string(), order: vendorOrderSchema });

export const adminVendorStaffContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/vendors/:id/staff',
    summary: "A vendor's staff accounts, active first, then by name",
    tags: ['admin vendors'],
    params: vendorParams,
    responses: { 200: z.object({ success: z.literal(true), staff: z.array(vendorStaffSchema) }) },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/admin/vendors/:id/staff',
    summary: 'Add a staff member to a vendor (active): they sign in at /vendor with a code sent to this mobile',
    tags: ['admin vendors'],
    params: vendorParams,
    body: vendorStaffInputSchema,
    responses: { 201: oneStaff },
  }),
  setStatus: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/vendors/:id/staff/:staffId/status',
    summary: 'Deactivate a staff member (their sessions end) or reactivate them',
    tags: ['admin vendors'],
    params: staffParams,
    body: z.object({ isActive: z.boolean({ error: 'isActive must be true or false' }) }),
    responses: { 200: oneStaff },
  }),
};

export const vendorPortalContract = {
  requestOtp: defineEndpoint({
    method: 'POST',
    path: '/api/vendor/request-otp',
    summary:
      "Send a sign-in code. Every number gets the same answer; only a staff member's is sent a code, and whether it may sign in is told by verify-otp",
    tags: ['vendor'],
    body: z.object({ phone: indianMobileSchema }),
    responses: { 200: codeSentSchema },
  }),
  verifyOtp: defineEndpoint({
    method: 'POST',
    path: '/api/vendor/verify-otp',
    summary: 'Check a sign-in code and start a laundry staff session (refused for an inactive account)',
    tags: ['vendor'],
    body: z.object({ phone: indianMobileSchema, otp: otpCodeSchema }),
    responses: {
      200: z.object({ success: z.literal(true), message: z.string(), staff: vendorStaffSchema, token: z.string() }),
    },
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/api/vendor/me',
    summary: 'The signed-in staff member and their vendor',
    tags: ['vendor'],
    responses: { 200: z.object({ success: z.literal(true), staff: vendorStaffSchema }) },
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/vendor/logout',
    summary: 'End the laundry staff session this request carries',
    tags: ['vendor'],
    responses: { 200: successMessageSchema },
  }),
  orders: defineEndpoint({
    method: 'GET',
    path: '/api/vendor/orders',
    summary:
      "The vendor's open orders in three lists: on their way in (not yet received), at the laundry (received, processing) and ready (waiting for delivery)",
    tags: ['vendor'],
    responses: {
      200: z.object({
        success: z.literal(true),
        incoming: z.array(vendorOrderSchema),
        atLaundry: z.array(vendorOrderSchema),
        ready: z.array(vendorOrderSchema),
      }),
    },
  }),
  setStage: defineEndpoint({
    method: 'POST',
    path: '/api/vendor/orders/:id/stage',
    summary: 'Mark the next stage at the laundry (received → processing → ready), through the order rule book',
    tags: ['vendor'],
    params: orderParams,
    body: z.object({ stage: z.enum(VENDOR_STAGES, { error: `Stage must be one of ${VENDOR_STAGES.join(', ')}` }) }),
    responses: { 200: oneOrder },
  }),
  setRack: defineEndpoint({
    method: 'PUT',
    path: '/api/vendor/orders/:id/rack',
    summary: "Set the order's rack or shelf position (e.g. R3-12); empty clears it",
    tags: ['vendor'],
    params: orderParams,
    body: z.object({ rackPosition: rackPositionSchema }),
    responses: { 200: oneOrder },
  }),
};
