import { and, eq } from 'drizzle-orm';
import { AUTH_MESSAGES, toStoredPhone, type TranslatedLanguage } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { riderDocuments, riders } from '../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { SESSION_TTL_MS } from '../../plugins/authentication.js';
import {
  checkPhoneCode,
  issuePhoneCode,
  issuePhoneCodeAlike,
  usePhoneCode,
  type PhoneCodeDeps,
} from '../auth/phone-code.service.js';
import { createSession } from '../auth/session.service.js';
import { encryptAadhaar } from './aadhaar.js';
import { assertDocumentSize, sniffImage, type DocumentKind, type DocumentStore } from './rider-documents.js';

type RiderRow = typeof riders.$inferSelect;

async function findRiderByPhone(deps: Pick<PhoneCodeDeps, 'db'>, phone: string): Promise<RiderRow | undefined> {
  const [rider] = await deps.db
    .select()
    .from(riders)
    .where(eq(riders.phone, toStoredPhone(phone)));
  return rider;
}

/** Only approved riders may sign in; others get the spec's answer for their state. */
function assertCanSignIn(rider: RiderRow | undefined): asserts rider is RiderRow {
  if (!rider) throw new AppError(404, AUTH_MESSAGES.riderNotFound, { code: 'RIDER_NOT_FOUND', extra: { action: 'register' } });
  if (rider.status === 'pending')
    throw new AppError(403, AUTH_MESSAGES.riderPending, { code: 'RIDER_PENDING', extra: { status: 'pending' } });
  if (rider.status === 'rejected') {
    const reason = rider.rejectionReason?.trim() || AUTH_MESSAGES.riderRejectedFallback;
    throw new AppError(403, `${AUTH_MESSAGES.riderRejected} ${reason}`, {
      code: 'RIDER_REJECTED',
      extra: { status: 'rejected' },
    });
  }
}

/**
 * A registration code goes to every number, a rider's too: whether the number is taken is told once the code is
 * proven (`registerRider`), to the phone's owner only (docs/decisions/0002-identity.md).
 */
export async function requestRegistrationCode(deps: PhoneCodeDeps, input: { phone: string; ip: string }) {
  return issuePhoneCode(deps, { phone: input.phone, purpose: 'rider_register', channel: 'sms', ip: input.ip });
}

/**
 * Every number gets the same answer, in the same time; only a rider's (approved, pending or rejected) is sent a code.
 * Whether the number is a rider, and in what state, is told once the code is proven (`signInRider`).
 */
export async function requestLoginCode(deps: PhoneCodeDeps, input: { phone: string; ip: string }) {
  const rider = await findRiderByPhone(deps, input.phone);
  return issuePhoneCodeAlike(deps, {
    phone: input.phone,
    purpose: 'rider_login',
    channel: 'sms',
    ip: input.ip,
    deliver: rider !== undefined,
  });
}

export async function signInRider(
  deps: PhoneCodeDeps,
  input: { phone: string; otp: string; userAgent?: string | undefined; ip: string },
) {
  // The code first: until it is proven, the answer must not tell riders' numbers from others.
  const codeId = await checkPhoneCode(deps.db, deps, { phone: input.phone, purpose: 'rider_login', code: input.otp });
  const rider = await findRiderByPhone(deps, input.phone);
  assertCanSignIn(rider);
  await usePhoneCode(deps.db, codeId, deps.now());
  return deps.db.transaction(async (tx) => {
    const { token } = await createSession(tx, {
      subject: 'rider',
      subjectId: rider.id,
      ttlMs: SESSION_TTL_MS.rider,
      now: deps.now(),
      userAgent: input.userAgent,
      ip: input.ip,
    });
    return { rider, token };
  });
}

export interface RegistrationInput {
  name: string;
  phone: string;
  aadharNumber: string;
  otp: string;
  files: Partial<Record<DocumentKind, Buffer>>;
}

/** A new rider starts pending; the rider and both documents are written together or not at all. */
export async function registerRider(
  deps: PhoneCodeDeps & { documents: DocumentStore },
  input: RegistrationInput,
): Promise<RiderRow> {
  const aadhar = input.files.aadhar_image;
  const selfie = input.files.selfie;
  if (!aadhar) throw badRequest(AUTH_MESSAGES.aadharImageRequired, 'aadharImage');
  if (!selfie) throw badRequest(AUTH_MESSAGES.selfieRequired, 'selfieImage');
  for (const bytes of [aadhar, selfie]) {
    assertDocumentSize(bytes);
    sniffImage(bytes);
  }
  const codeId = await checkPhoneCode(deps.db, deps, { phone: input.phone, purpose: 'rider_register', code: input.otp });
  if (await findRiderByPhone(deps, input.phone)) throw badRequest(AUTH_MESSAGES.riderExists, 'phone');
  await usePhoneCode(deps.db, codeId, deps.now());
  const written: string[] = [];
  try {
    return await deps.db.transaction(async (tx) => {
      const [rider] = await tx
        .insert(riders)
        .values({
          name: input.name,
          phone: toStoredPhone(input.phone),
          aadharNumberEncrypted: encryptAadhaar(deps.secret, input.aadharNumber),
          status: 'pending',
          createdAt: deps.now(),
        })
        .returning();
      for (const [kind, bytes] of [
        ['aadhar_image', aadhar],
        ['selfie', selfie],
      ] as const) {
        const saved = await deps.documents.save(rider!.id, kind, bytes);
        written.push(saved.storageKey);
        await tx.insert(riderDocuments).values({ riderId: rider!.id, kind, ...saved });
      }
      return rider!;
    });
  } catch (error) {
    // The transaction rolled back; don't leave orphaned identity documents on disk.
    await Promise.all(written.map((key) => deps.documents.remove(key)));
    throw error;
  }
}

/** A rider's identity document; who may see it is the access policy's call (the rider and admins). */
export async function readRiderDocument(
  deps: Pick<PhoneCodeDeps, 'db'> & { documents: DocumentStore },
  riderId: string,
  kind: DocumentKind,
) {
  const [doc] = await deps.db
    .select()
    .from(riderDocuments)
    .where(and(eq(riderDocuments.riderId, riderId), eq(riderDocuments.kind, kind)));
  if (!doc) throw notFound('Document not found');
  return { bytes: await deps.documents.read(doc.storageKey), mimeType: doc.mimeType };
}

export async function getRider(deps: Pick<PhoneCodeDeps, 'db'>, riderId: string): Promise<RiderRow> {
  const [rider] = await deps.db.select().from(riders).where(eq(riders.id, riderId));
  if (!rider) throw notFound('Rider not found');
  return rider;
}

/** Keeps the language a rider chose on their screens, for the copies the server sends them (notice-copy.ts). */
export async function setRiderLanguage(db: DbOrTx, riderId: string, language: TranslatedLanguage): Promise<TranslatedLanguage> {
  const [row] = await db.update(riders).set({ language }).where(eq(riders.id, riderId)).returning({ language: riders.language });
  if (!row) throw notFound('Rider not found');
  return language;
}
