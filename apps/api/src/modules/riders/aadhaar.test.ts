import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { riderDocuments, riders } from '../../db/schema/index.js';
import { createFieldCipher } from '../../lib/field-cipher.js';
import { bearer, injectJson, useTestApp } from '../../test/test-app.js';
import { createRider, tokenFor } from '../../test/identity-fixtures.js';
import { encryptAadhaar, encryptPlaintextAadhaarNumbers, readAadhaar } from './aadhaar.js';
import { getRiderForVerification } from './rider-verification.service.js';

const SECRET = 's'.repeat(40);

describe('field encryption', () => {
  const cipher = createFieldCipher(SECRET, 'aadhaar-number');

  it('round-trips, with a fresh IV each time', () => {
    const a = cipher.encrypt('234567890123');
    const b = cipher.encrypt('234567890123');
    expect(a).not.toBe(b);
    expect(cipher.decrypt(a)).toBe('234567890123');
    expect(cipher.decrypt(b)).toBe('234567890123');
  });

  it('refuses another secret, another purpose, tampering and plaintext', () => {
    const stored = cipher.encrypt('234567890123');
    expect(() => createFieldCipher('t'.repeat(40), 'aadhaar-number').decrypt(stored)).toThrow();
    expect(() => createFieldCipher(SECRET, 'something-else').decrypt(stored)).toThrow();
    const [format, iv, tag, data] = stored.split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0]! ^= 1;
    expect(() => cipher.decrypt([format, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => cipher.decrypt('234567890123')).toThrow(/Not a aadhaar-number this app encrypted/);
  });

  it('shows only the last four digits unless the full number is asked for', () => {
    const stored = encryptAadhaar(SECRET, '234567890123');
    expect(readAadhaar(SECRET, stored, 'masked')).toBe('XXXX XXXX 0123');
    expect(readAadhaar(SECRET, stored, 'full')).toBe('234567890123');
  });
});

describe('Aadhaar numbers at rest', () => {
  const ctx = useTestApp();

  it('encrypts numbers stored in plaintext before encryption existed, once', async () => {
    const [legacy] = await ctx.database.db
      .insert(riders)
      .values({ name: 'Old Rider', phone: '919933300001', aadharNumberEncrypted: '345678901234', status: 'approved' })
      .returning();
    expect(await encryptPlaintextAadhaarNumbers(ctx.database.db, ctx.env.APP_SECRET)).toBe(1);
    expect(await encryptPlaintextAadhaarNumbers(ctx.database.db, ctx.env.APP_SECRET)).toBe(0);

    const [row] = await ctx.database.db.select().from(riders).where(eq(riders.id, legacy!.id));
    expect(row!.aadharNumberEncrypted).not.toContain('345678901234');
    expect(row!.aadharNumberEncrypted).not.toContain('1234');
    const me = await injectJson(ctx.app, {
      method: 'GET',
      url: '/api/riders/me',
      headers: bearer(await tokenFor(ctx.app, 'rider', legacy!.id)),
    });
    expect(me.body).toMatchObject({ rider: { aadharNumber: '345678901234' } });
  });

  it('leaves no 12-digit number anywhere in the riders table', async () => {
    await createRider(ctx.app, '9933300002', 'pending');
    const result = await ctx.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from riders where aadhar_number_encrypted ~ '[0-9]{12}'`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as { n: number }[];
    expect(rows[0]!.n).toBe(0);
  });

  it("gives the admin's verification screen the full number and the documents on file", async () => {
    const rider = await createRider(ctx.app, '9933300003', 'pending');
    await ctx.database.db
      .insert(riderDocuments)
      .values({ riderId: rider.id, kind: 'selfie', storageKey: 'k', mimeType: 'image/jpeg', sizeBytes: 3, sha256: 'x' });
    const seen = await getRiderForVerification({ db: ctx.database.db, secret: ctx.env.APP_SECRET }, rider.id);
    expect(seen).toMatchObject({ _id: rider.id, aadharNumber: '234567890123', status: 'pending', aadharImageUrl: null });
    expect(seen.selfieImageUrl).toBe(`/api/riders/${rider.id}/documents/selfie`);
    await expect(
      getRiderForVerification({ db: ctx.database.db, secret: ctx.env.APP_SECRET }, '00000000-0000-4000-8000-000000000000'),
    ).rejects.toThrow('Rider not found');
  });
});
