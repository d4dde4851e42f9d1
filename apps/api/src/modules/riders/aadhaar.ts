import { eq, notLike } from 'drizzle-orm';
import { maskAadhaarNumber } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import { riders } from '../../db/schema/index.js';
import { FIELD_CIPHERTEXT_PREFIX, createFieldCipher } from '../../lib/field-cipher.js';

// Aadhaar numbers are personal data: stored encrypted, shown in full only to the rider themself
// and to an admin verifying them; everyone else sees the last four digits.

const cipher = (secret: string) => createFieldCipher(secret, 'aadhaar-number');

export function encryptAadhaar(secret: string, aadhaarNumber: string): string {
  return cipher(secret).encrypt(aadhaarNumber);
}

export type AadhaarView = 'full' | 'masked';

/** The stored number as a reader may see it. */
export function readAadhaar(secret: string, stored: string, view: AadhaarView): string {
  const digits = cipher(secret).decrypt(stored);
  return view === 'full' ? digits : maskAadhaarNumber(digits);
}

/** Encrypts the numbers stored before encryption existed (run at start-up, after the migrations). */
export async function encryptPlaintextAadhaarNumbers(db: DbOrTx, secret: string): Promise<number> {
  const legacy = await db
    .select({ id: riders.id, digits: riders.aadharNumberEncrypted })
    .from(riders)
    .where(notLike(riders.aadharNumberEncrypted, `${FIELD_CIPHERTEXT_PREFIX}%`));
  for (const row of legacy) {
    await db
      .update(riders)
      .set({ aadharNumberEncrypted: encryptAadhaar(secret, row.digits) })
      .where(eq(riders.id, row.id));
  }
  return legacy.length;
}
