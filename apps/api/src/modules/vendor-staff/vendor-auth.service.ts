import { eq } from 'drizzle-orm';
import { VENDOR_STAFF_MESSAGES, toStoredPhone } from '@washday/core';
import { vendorStaff } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { SESSION_TTL_MS } from '../../plugins/authentication.js';
import { checkPhoneCode, issuePhoneCodeAlike, usePhoneCode, type PhoneCodeDeps } from '../auth/phone-code.service.js';
import { createSession } from '../auth/session.service.js';
import { getStaff } from './vendor-staff.service.js';

/**
 * The laundry staff's sign-in, as the riders' (riders/rider-auth.service.ts): every number gets the same answer and the
 * same throttles; only a staff member's is sent a code, and whether it may sign in is told once the code is proven.
 */
async function findStaffByPhone(deps: Pick<PhoneCodeDeps, 'db'>, phone: string) {
  const [staff] = await deps.db
    .select({ id: vendorStaff.id, isActive: vendorStaff.isActive })
    .from(vendorStaff)
    .where(eq(vendorStaff.phone, toStoredPhone(phone)));
  return staff;
}

export async function requestVendorCode(deps: PhoneCodeDeps, input: { phone: string; ip: string }) {
  const staff = await findStaffByPhone(deps, input.phone);
  return issuePhoneCodeAlike(deps, {
    phone: input.phone,
    purpose: 'vendor_login',
    channel: 'sms',
    ip: input.ip,
    deliver: staff !== undefined,
  });
}

export async function signInVendorStaff(
  deps: PhoneCodeDeps,
  input: { phone: string; otp: string; userAgent?: string | undefined; ip: string },
) {
  // The code first: until it is proven, the answer must not tell staff numbers from others.
  const codeId = await checkPhoneCode(deps.db, deps, { phone: input.phone, purpose: 'vendor_login', code: input.otp });
  const staff = await findStaffByPhone(deps, input.phone);
  if (!staff) throw new AppError(404, VENDOR_STAFF_MESSAGES.notStaff, { code: 'VENDOR_STAFF_NOT_FOUND' });
  if (!staff.isActive) throw new AppError(403, VENDOR_STAFF_MESSAGES.inactive, { code: 'VENDOR_STAFF_INACTIVE' });
  await usePhoneCode(deps.db, codeId, deps.now());
  const { token } = await createSession(deps.db, {
    subject: 'vendor',
    subjectId: staff.id,
    ttlMs: SESSION_TTL_MS.vendor,
    now: deps.now(),
    userAgent: input.userAgent,
    ip: input.ip,
  });
  return { staff: await getStaff(deps.db, staff.id), token };
}
