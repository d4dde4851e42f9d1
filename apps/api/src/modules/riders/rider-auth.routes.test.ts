import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OTP_MAX_CHECKS_PER_IP_PER_HOUR } from '@washday/core';
import { riderDocuments, riders } from '../../db/schema/index.js';
import { bearer, injectJson, useTestApp } from '../../test/test-app.js';
import type { MessageSenders } from '../messaging/message-sender.js';
import {
  JPEG_BYTES,
  PNG_BYTES,
  createAdminAccount,
  createCustomer,
  createRider,
  latestCode,
  tokenFor,
} from '../../test/identity-fixtures.js';

/** Builds a multipart body the way a browser's FormData would. */
function multipart(fields: Record<string, string>, files: Record<string, { name: string; type: string; bytes: Buffer }>) {
  const boundary = '----washdayTestBoundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const aadhar = { name: 'aadhar.png', type: 'image/png', bytes: PNG_BYTES };
const selfie = { name: 'selfie.jpg', type: 'image/jpeg', bytes: JPEG_BYTES };

describe('rider registration', () => {
  const ctx = useTestApp();
  let n = 0;
  const requestCode = (phone: string) =>
    injectJson(ctx.app, {
      method: 'POST',
      url: '/api/riders/register/request-otp',
      payload: { phone },
      remoteAddress: `10.9.0.${++n}`,
    });
  const register = (
    fields: Record<string, string>,
    files: Record<string, typeof aadhar> = { aadharImage: aadhar, selfieImage: selfie },
  ) => {
    const body = multipart(fields, files);
    return injectJson(ctx.app, { method: 'POST', url: '/api/riders/register', ...body });
  };
  const riderCount = async () => (await ctx.database.db.select({ n: count() }).from(riders))[0]!.n;

  it('registers a pending rider with two images kept as private files', async () => {
    expect((await requestCode('9900000001')).res.statusCode).toBe(200);
    const { res, body } = await register({
      name: 'Sunil Yadav',
      phone: '9900000001',
      aadharNumber: '2345 6789 0123',
      otp: latestCode(ctx.app, '9900000001'),
    });
    expect(res.statusCode).toBe(201);
    expect(body).toMatchObject({
      success: true,
      rider: { name: 'Sunil Yadav', phone: '9900000001', aadharNumber: 'XXXX XXXX 0123', status: 'pending' },
    });
    const riderId = (body.rider as { _id: string })._id;
    // The Aadhaar number is personal data: the column holds ciphertext, none of the digits.
    const [stored] = await ctx.database.db.select().from(riders).where(eq(riders.id, riderId));
    expect(stored!.aadharNumberEncrypted).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    for (const digits of ['234567890123', '2345 6789 0123', '0123']) expect(stored!.aadharNumberEncrypted).not.toContain(digits);
    const docs = await ctx.database.db.select().from(riderDocuments).where(eq(riderDocuments.riderId, riderId));
    expect(docs.map((d) => [d.kind, d.mimeType]).sort()).toEqual([
      ['aadhar_image', 'image/png'],
      ['selfie', 'image/jpeg'],
    ]);
    for (const doc of docs) expect(existsSync(path.join(ctx.dataDir, 'private', doc.storageKey))).toBe(true);
    // Nothing under DATA_DIR is reachable by URL.
    for (const doc of docs) {
      expect((await ctx.app.inject({ method: 'GET', url: `/${doc.storageKey}` })).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'GET', url: `/private/${doc.storageKey}` })).statusCode).toBe(404);
    }
  });

  it("sends a code to a rider's number as to any other, and says the number is taken once the code is proven", async () => {
    // Past the minute the first test's code holds the number for.
    ctx.clock.advance(61_000);
    const taken = await requestCode('9900000001');
    const free = await requestCode('9900000009');
    expect([taken.res.statusCode, free.res.statusCode]).toEqual([200, 200]);
    expect(taken.body).toEqual(free.body);
    const before = await riderCount();
    const { res, body } = await register({
      name: 'Someone Else',
      phone: '9900000001',
      aadharNumber: '345678901234',
      otp: latestCode(ctx.app, '9900000001'),
    });
    expect(res.statusCode).toBe(400);
    expect(body).toMatchObject({ message: 'A rider with this phone number already exists', field: 'phone' });
    expect(await riderCount()).toBe(before);
  });

  it.each([
    [{ name: '', phone: '9900000002', aadharNumber: '234567890123' }, 'Please fill all required fields'],
    [{ name: 'A', phone: '9900000002', aadharNumber: '' }, 'Please fill all required fields'],
    [{ name: 'A', phone: '9900000002', aadharNumber: '23456789012' }, 'Aadhar number must be 12 digits'],
    [{ name: 'A', phone: '9900000002', aadharNumber: '23456789012a' }, 'Aadhar number must be 12 digits'],
    [{ name: 'A', phone: '12345', aadharNumber: '234567890123' }, 'Invalid Indian phone number'],
  ])('refuses bad fields %o', async (fields, message) => {
    const { res, body } = await register({ ...fields, otp: '123456' });
    expect(res.statusCode).toBe(400);
    expect(body.message).toBe(message);
  });

  it('needs both images, real images, each under 5 MB', async () => {
    const fields = { name: 'Ajay', phone: '9900000003', aadharNumber: '234567890123', otp: '123456' };
    expect((await register(fields, { selfieImage: selfie })).body.message).toBe('Please upload Aadhar card image');
    expect((await register(fields, { aadharImage: aadhar })).body.message).toBe('Please capture your selfie');
    const disguised = { name: 'aadhar.jpg', type: 'image/jpeg', bytes: Buffer.from('%PDF-1.7 not really an image') };
    const wrongType = await register(fields, { aadharImage: disguised, selfieImage: selfie });
    expect(wrongType.res.statusCode).toBe(400);
    expect(wrongType.body.message).toBe('Please upload an image (JPEG, PNG or WebP)');
    const huge = { name: 'big.jpg', type: 'image/jpeg', bytes: Buffer.concat([JPEG_BYTES, Buffer.alloc(5 * 1024 * 1024)]) };
    const tooBig = await register(fields, { aadharImage: aadhar, selfieImage: huge });
    expect(tooBig.res.statusCode).toBe(400);
    expect(tooBig.body.message).toBe('File size should be less than 5MB');
    expect(await riderCount()).toBe(1);
  });

  it('refuses a wrong code with attempts remaining, creating nothing and leaving no files', async () => {
    await requestCode('9900000004');
    const code = latestCode(ctx.app, '9900000004');
    const before = readdirSync(path.join(ctx.dataDir, 'private', 'rider-documents')).length;
    const { res, body } = await register({
      name: 'Vikas',
      phone: '9900000004',
      aadharNumber: '234567890123',
      otp: code === '999999' ? '000000' : '999999',
    });
    expect(res.statusCode).toBe(400);
    expect(body).toMatchObject({ message: 'Invalid OTP', attemptsRemaining: 4 });
    expect(await riderCount()).toBe(1);
    expect(readdirSync(path.join(ctx.dataDir, 'private', 'rider-documents')).length).toBe(before);
  });

  it('refuses control characters in the form fields like any other text (they once gave 500)', async () => {
    await requestCode('9900000005');
    const code = latestCode(ctx.app, '9900000005');
    const { res, body } = await register({ name: 'Vikas\u0000', phone: '9900000005', aadharNumber: '234567890123', otp: code });
    expect(res.statusCode).toBe(400);
    expect(body).toMatchObject({ message: "Invalid characters in field 'name'", field: 'name' });
    expect(await riderCount()).toBe(1);
    // The code was not spent on the refused form.
    expect((await register({ name: 'Vikas', phone: '9900000005', aadharNumber: '234567890123', otp: code })).res.statusCode).toBe(
      201,
    );
  });

  it('lets a rider who has just registered ask for a login code at once, and tells them they await approval', async () => {
    await requestCode('9900000006');
    const registered = await register({
      name: 'Naveen',
      phone: '9900000006',
      aadharNumber: '234567890123',
      otp: latestCode(ctx.app, '9900000006'),
    });
    expect(registered.res.statusCode).toBe(201);
    // The minute between codes is per purpose: a registration code does not hold back the login code.
    const asked = await injectJson(ctx.app, { method: 'POST', url: '/api/riders/request-otp', payload: { phone: '9900000006' } });
    expect(asked.res.statusCode, JSON.stringify(asked.body)).toBe(200);
    const signIn = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/riders/verify-otp',
      payload: { phone: '9900000006', otp: latestCode(ctx.app, '9900000006') },
    });
    expect(signIn.res.statusCode).toBe(403);
    expect(signIn.body).toMatchObject({ error: 'RIDER_PENDING', status: 'pending' });
  });

  it('refuses a body that is not multipart', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/riders/register', payload: { name: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Send the registration as multipart/form-data');
  });
});

describe('rider login', () => {
  /** Codes the SMS provider holds while `holding`: each waits for the test to deliver it. */
  const held: Array<{ to: string; deliver: () => void }> = [];
  let holding = false;
  const ctx = useTestApp({
    senders: (): MessageSenders => ({
      sms: {
        name: 'held-sms',
        send: async (message) => {
          ctx.app.outbox.record(message, ctx.clock.now());
          if (holding) await new Promise<void>((deliver) => held.push({ to: message.to, deliver }));
        },
        sendNotice: async () => {},
      },
      whatsapp: { name: 'quiet', send: async () => {}, sendNotice: async () => {} },
      email: { name: 'quiet', send: async () => {} },
    }),
  });
  let n = 0;
  const requestCode = (phone: string) =>
    injectJson(ctx.app, { method: 'POST', url: '/api/riders/request-otp', payload: { phone }, remoteAddress: `10.8.0.${++n}` });

  const verify = (phone: string, otp: string) =>
    injectJson(ctx.app, { method: 'POST', url: '/api/riders/verify-otp', payload: { phone, otp } });
  const sentTo = (phone: string) => ctx.app.outbox.list().filter((m) => m.to === `91${phone}`);
  const notThe = (code: string) => (code === '000000' ? '111111' : '000000');

  it('answers riders of every state and unknown numbers alike, sending a code to riders only', async () => {
    await createRider(ctx.app, '9911111120', 'approved');
    await createRider(ctx.app, '9911111121', 'pending');
    await createRider(ctx.app, '9911111122', 'rejected');
    const phones = ['9911111120', '9911111121', '9911111122', '9911111123'];
    const answers = await Promise.all(phones.map(requestCode));
    for (const { res, body } of answers) {
      expect(res.statusCode).toBe(200);
      expect(body).toEqual(answers[0]!.body);
    }
    expect(answers[0]!.body).toEqual({
      success: true,
      message: 'OTP sent to your phone!',
      expiresInSeconds: 300,
      resendAfterSeconds: 60,
    });
    expect(phones.map((phone) => sentTo(phone).length)).toEqual([1, 1, 1, 0]);
    // A second ask within the minute is held back alike.
    for (const { res, body } of await Promise.all(phones.map(requestCode))) {
      expect(res.statusCode).toBe(429);
      expect(body.message).toBe('Please wait 60 seconds before requesting a new OTP');
    }
    // A guessed code reads alike too: the unknown number has a code nobody was sent.
    const guesses = await Promise.all(phones.map(async (phone) => verify(phone, notThe(sentTo(phone)[0]?.code ?? '000000'))));
    for (const { res, body } of guesses) {
      expect(res.statusCode).toBe(400);
      expect(body).toMatchObject({ error: 'INVALID_OTP', message: 'Invalid OTP', attemptsRemaining: 4 });
    }
  });

  it("answers without waiting for the SMS provider, so a rider's number takes no longer than a stranger's", async () => {
    holding = true;
    await createRider(ctx.app, '9911111124', 'approved');
    // The provider holds every code until the test lets it go; the answer does not wait for it.
    const answer = await requestCode('9911111124');
    expect(answer.res.statusCode).toBe(200);
    expect(held.map((m) => m.to)).toEqual(['919911111124']);
    holding = false;
    held.splice(0).forEach((m) => m.deliver());
    expect((await verify('9911111124', latestCode(ctx.app, '9911111124'))).res.statusCode).toBe(200);
  });

  it('tells pending and rejected riders their state, with the spec messages, once the code is proven', async () => {
    await createRider(ctx.app, '9911111112', 'pending');
    await createRider(ctx.app, '9911111113', 'rejected', 'Aadhar image is blurred');
    await createRider(ctx.app, '9911111114', 'rejected');
    for (const phone of ['9911111112', '9911111113', '9911111114']) expect((await requestCode(phone)).res.statusCode).toBe(200);
    const pending = await verify('9911111112', latestCode(ctx.app, '9911111112'));
    expect(pending.res.statusCode).toBe(403);
    expect(pending.body).toMatchObject({
      message: 'Your account is pending approval from admin. Please wait for verification.',
      status: 'pending',
    });
    const rejected = await verify('9911111113', latestCode(ctx.app, '9911111113'));
    expect(rejected.res.statusCode).toBe(403);
    expect(rejected.body.message).toBe('Your account has been rejected. Aadhar image is blurred');
    expect((await verify('9911111114', latestCode(ctx.app, '9911111114'))).body.message).toBe(
      'Your account has been rejected. Please contact admin for more details.',
    );
    // Nor can they sign in with a code obtained while approved.
    const suspended = await createRider(ctx.app, '9911111116', 'approved');
    expect((await requestCode('9911111116')).res.statusCode).toBe(200);
    await ctx.database.db.update(riders).set({ status: 'pending' }).where(eq(riders.id, suspended.id));
    expect((await verify('9911111116', latestCode(ctx.app, '9911111116'))).res.statusCode).toBe(403);
  });

  it('answers a wrong code the same whether or not the number is a rider, and throttles checks per address', async () => {
    await createRider(ctx.app, '9911111117', 'approved');
    await createRider(ctx.app, '9911111118', 'pending');
    const check = (phone: string, remoteAddress = '10.8.9.1') =>
      injectJson(ctx.app, { method: 'POST', url: '/api/riders/verify-otp', payload: { phone, otp: '123456' }, remoteAddress });
    // Once: 404 for strangers, 403 for pending riders, 400 for approved ones.
    const answers = await Promise.all(['9911111117', '9911111118', '9911111119'].map((phone) => check(phone)));
    for (const { res, body } of answers) {
      expect(res.statusCode).toBe(400);
      expect(body).toMatchObject({ error: 'OTP_NOT_FOUND', message: 'No OTP found or expired' });
    }
    for (let i = answers.length; i < OTP_MAX_CHECKS_PER_IP_PER_HOUR; i += 1)
      expect((await check('9911111119')).res.statusCode).toBe(400);
    const throttled = await check('9911111117');
    expect(throttled.res.statusCode).toBe(429);
    expect(throttled.body.message).toBe('Too many verification attempts. Please try again later.');
    expect((await check('9911111117', '10.8.9.2')).res.statusCode).toBe(400);
  });

  it('signs in an approved rider, counting wrong codes', async () => {
    await createRider(ctx.app, '9911111115', 'approved');
    expect((await requestCode('9911111115')).res.statusCode).toBe(200);
    const code = latestCode(ctx.app, '9911111115');
    const wrong = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/riders/verify-otp',
      payload: { phone: '9911111115', otp: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.res.statusCode).toBe(400);
    expect(wrong.body).toMatchObject({ message: 'Invalid OTP', attemptsRemaining: 4 });
    const { res, body } = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/riders/verify-otp',
      payload: { phone: '9911111115', otp: code },
    });
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({ rider: { phone: '9911111115', status: 'approved', aadharNumber: 'XXXX XXXX 0123' } });
    expect(String(res.headers['set-cookie'])).toMatch(/^wd_rider_session=.*HttpOnly/);
    // Only the rider's own profile shows the whole Aadhaar number.
    const me = await injectJson(ctx.app, { method: 'GET', url: '/api/riders/me', headers: bearer(body.token as string) });
    expect(me.body).toMatchObject({ rider: { phone: '9911111115', aadharNumber: '234567890123' } });
  });
});

describe('rider identity documents', () => {
  const ctx = useTestApp();

  it('are served only to the rider and to admins', async () => {
    await injectJson(ctx.app, { method: 'POST', url: '/api/riders/register/request-otp', payload: { phone: '9922222221' } });
    const form = multipart(
      { name: 'Owner', phone: '9922222221', aadharNumber: '234567890123', otp: latestCode(ctx.app, '9922222221') },
      { aadharImage: aadhar, selfieImage: selfie },
    );
    const registered = await injectJson(ctx.app, { method: 'POST', url: '/api/riders/register', ...form });
    const owner = registered.body.rider as { _id: string; selfieImageUrl: string };
    const url = owner.selfieImageUrl;
    expect(url).toBe(`/api/riders/${owner._id}/documents/selfie`);

    const other = await createRider(ctx.app, '9922222222', 'approved');
    await createAdminAccount(ctx.app);
    const [adminRow] = await ctx.database.db.query.adminUsers.findMany();
    const customer = await createCustomer(ctx.app, '9922222223');

    const get = (headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });
    const asOwner = await get(bearer(await tokenFor(ctx.app, 'rider', owner._id)));
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.headers['content-type']).toBe('image/jpeg');
    expect(asOwner.headers['cache-control']).toBe('private, no-store');
    expect(asOwner.rawPayload.equals(JPEG_BYTES)).toBe(true);
    expect((await get(bearer(await tokenFor(ctx.app, 'admin', adminRow!.id)))).statusCode).toBe(200);
    expect((await get(bearer(await tokenFor(ctx.app, 'rider', other.id)))).statusCode).toBe(403);
    expect((await get(bearer(await tokenFor(ctx.app, 'customer', customer.id)))).statusCode).toBe(401);
    expect((await get({})).statusCode).toBe(401);
    const bogus = await ctx.app.inject({
      method: 'GET',
      url: `/api/riders/${owner._id}/documents/passport`,
      headers: bearer(await tokenFor(ctx.app, 'rider', owner._id)),
    });
    expect(bogus.statusCode).toBe(400);
  });
});
