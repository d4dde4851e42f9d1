import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
// The decryption half of RFC 8188/8291 (web-push encrypts with it): the test reads pushes as a browser would.
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_NOTICE_TITLES, PUSH_MESSAGES, RIDER_NOTICE_FIXED, customerNoticeMessage, riderNotice } from '@washday/core';
import { appSettings, pushSubscriptions, userPreferences } from '../../db/schema/index.js';
import { bearer, browserHeaders, injectJson, useTestApp } from '../../test/test-app.js';
import { SESSION_COOKIES } from '../../plugins/authentication.js';
import { createAdminAccount, createCustomer, createRider, tokenFor } from '../../test/identity-fixtures.js';
import { notify, notifyDepsOf, storeNotification, type NotifyInput } from '../notifications/notify.service.js';
import { PUSH_NOTIFICATION_JOB, pushEndpointAllowed } from './push.service.js';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

// A certificate for 127.0.0.1 made for these tests only (web-push speaks HTTPS, as real push services do).
const fixture = (name: string) => readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url));
const TLS = { cert: fixture('local-push-service.crt'), key: fixture('local-push-service.key') };

/** A browser's push service on this machine: records what arrives and answers with the status asked for by path. */
function localPushService() {
  const received: Received[] = [];
  const server: Server = createServer(TLS, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const status = /\/gone\//.test(req.url ?? '') ? 410 : /\/broken\//.test(req.url ?? '') ? 500 : 201;
      res.writeHead(status).end();
    });
  });
  return { server, received };
}

/** A browser's subscription keys: the private half stays here to read the pushes. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

describe('web push', { timeout: 60_000 }, () => {
  const ctx = useTestApp({ pushAgent: () => new Agent({ ca: TLS.cert }) });
  const push = localPushService();
  let base: string;
  let customer: { id: string; headers: Record<string, string> };
  let other: { id: string; headers: Record<string, string> };
  let rider: { id: string; headers: Record<string, string> };
  let admin: Record<string, string>;

  beforeAll(async () => {
    await new Promise<void>((resolve) => push.server.listen(0, '127.0.0.1', resolve));
    base = `https://127.0.0.1:${(push.server.address() as AddressInfo).port}`;
    const c = await createCustomer(ctx.app, '9500000001', 'Asha Verma');
    customer = { id: c.id, headers: bearer(await tokenFor(ctx.app, 'customer', c.id)) };
    const o = await createCustomer(ctx.app, '9500000002', 'Ravi Gupta');
    other = { id: o.id, headers: bearer(await tokenFor(ctx.app, 'customer', o.id)) };
    const r = await createRider(ctx.app, '9500000003', 'approved');
    rider = { id: r.id, headers: bearer(await tokenFor(ctx.app, 'rider', r.id)) };
    await createAdminAccount(ctx.app);
    admin = bearer(await tokenFor(ctx.app, 'admin', (await ctx.database.db.query.adminUsers.findMany())[0]!.id));
    await ctx.app.jobs.start();
  });
  afterAll(() => new Promise<void>((resolve) => push.server.close(() => resolve())));

  const subscribeAs = (headers: Record<string, string>, endpoint: string, keys = browserKeys().keys, extra: object = {}) =>
    injectJson(ctx.app, {
      method: 'POST',
      url: '/api/push/subscribe',
      headers,
      payload: { subscription: { endpoint, expirationTime: null, keys }, ...extra },
    });
  const runPush = (notificationId: string) => ctx.app.jobs.runNow(PUSH_NOTIFICATION_JOB, { notificationId });
  const input = (recipient: NotifyInput['recipient'], title = 'Order Confirmed'): NotifyInput => ({
    recipient,
    type: 'order_confirmed',
    title,
    message: 'Your order WD-ABC123 is confirmed.',
    sendMessage: false,
  });
  /** Stored without being delivered, so the test runs its push job itself and reads the result. */
  const raise = async (recipient: NotifyInput['recipient'], title?: string) =>
    (await ctx.database.db.transaction((tx) => storeNotification(tx, input(recipient, title), new Date(), null))).row;

  /** Stores a notification as the server raises it, runs its push job, and reads what the browser received. */
  const pushedTo = async (browser: ReturnType<typeof browserKeys>, notification: NotifyInput) => {
    const notice = (await ctx.database.db.transaction((tx) => storeNotification(tx, notification, new Date(), null))).row;
    push.received.length = 0;
    expect(await runPush(notice.id)).toMatchObject({ sent: 1 });
    const text = ece.decrypt(push.received.at(-1)!.body, {
      version: 'aes128gcm',
      privateKey: browser.ecdh,
      authSecret: browser.keys.auth,
    });
    return JSON.parse(text.toString('utf8')) as unknown;
  };

  it('answers one public key, made at first use and kept in the database', async () => {
    const first = await injectJson(ctx.app, { method: 'GET', url: '/api/push/public-key' });
    expect(first.res.statusCode).toBe(200);
    const key = first.body.publicKey as string;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const [stored] = await ctx.database.db.select().from(appSettings).where(eq(appSettings.key, 'vapid'));
    expect((stored!.value as { publicKey: string }).publicKey).toBe(key);
    expect((await injectJson(ctx.app, { method: 'GET', url: '/api/push/public-key' })).body.publicKey).toBe(key);
  });

  it("pushes a customer's notification to their browser, encrypted for it and signed with the server's key", async () => {
    const browser = browserKeys();
    const endpoint = `${base}/push/asha-phone`;
    const saved = await subscribeAs(customer.headers, endpoint, browser.keys);
    expect(saved.res.statusCode).toBe(201);
    expect(saved.body.message).toBe(PUSH_MESSAGES.subscribed);

    const notice = await raise({ kind: 'customer', userId: customer.id });
    push.received.length = 0;
    expect(await runPush(notice.id)).toEqual({ sent: 1, removed: 0, failed: 0 });
    expect(push.received).toHaveLength(1);
    const [arrived] = push.received;
    expect(arrived!.path).toBe('/push/asha-phone');
    expect(arrived!.headers['content-encoding']).toBe('aes128gcm');
    expect(arrived!.headers.ttl).toBe('86400');
    const publicKey = (await injectJson(ctx.app, { method: 'GET', url: '/api/push/public-key' })).body.publicKey as string;
    expect(arrived!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    const text = ece
      .decrypt(arrived!.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.keys.auth })
      .toString('utf8');
    expect(JSON.parse(text)).toEqual({
      title: 'Order Confirmed',
      body: 'Your order WD-ABC123 is confirmed.',
      url: '/?view=bookings',
      tag: `notification-${notice.id}`,
    });
  });

  it('queues the push whenever a customer or rider notification is raised', async () => {
    push.received.length = 0;
    await notify(notifyDepsOf(ctx.app), input({ kind: 'customer', userId: customer.id }, 'Rider Assigned'));
    await expect.poll(() => push.received.length, { timeout: 30_000 }).toBe(1);
  });

  it("sends nothing to a customer who turned push off in Preferences, and nothing to another customer's devices", async () => {
    await subscribeAs(other.headers, `${base}/push/ravi-phone`);
    await ctx.database.db
      .insert(userPreferences)
      .values({ userId: customer.id, preferences: { notifications: { push: false } } })
      .onConflictDoUpdate({ target: userPreferences.userId, set: { preferences: { notifications: { push: false } } } });
    push.received.length = 0;
    expect(await runPush((await raise({ kind: 'customer', userId: customer.id })).id)).toMatchObject({
      sent: 0,
      skipped: 'turned off',
    });
    await ctx.database.db.update(userPreferences).set({ preferences: {} }).where(eq(userPreferences.userId, customer.id));
    expect(await runPush((await raise({ kind: 'customer', userId: customer.id })).id)).toMatchObject({ sent: 1 });
    expect(push.received.map((r) => r.path).filter((p) => p === '/push/asha-phone').length).toBeGreaterThanOrEqual(1);
    expect(push.received.some((r) => r.path === '/push/ravi-phone')).toBe(false);
  });

  it("sends a rider's notice to the rider's device, opening the order", async () => {
    const browser = browserKeys();
    expect((await subscribeAs(rider.headers, `${base}/push/rider-phone`, browser.keys)).res.statusCode).toBe(201);
    const notice = await raise({ kind: 'rider', riderId: rider.id }, 'New Order Assigned');
    push.received.length = 0;
    expect(await runPush(notice.id)).toMatchObject({ sent: 1 });
    const text = ece
      .decrypt(push.received.at(-1)!.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.keys.auth })
      .toString('utf8');
    expect(JSON.parse(text)).toMatchObject({ title: 'New Order Assigned', url: '/rider/notifications' });
  });

  it('pushes a customer who chose Hindi their notice in Hindi, said again from its data', async () => {
    const hindi = await createCustomer(ctx.app, '9500000008', 'Meena Devi');
    await ctx.database.db
      .insert(userPreferences)
      .values({ userId: hindi.id, preferences: { communication: { language: 'hindi' } } });
    const browser = browserKeys();
    await subscribeAs(bearer(await tokenFor(ctx.app, 'customer', hindi.id)), `${base}/push/meena-phone`, browser.keys);
    const values = {
      order_number: 'WD-HI0001',
      pickup_date: '2026-11-27',
      pickup_time: '10:00',
      delivery_date: '2026-11-29',
      delivery_time: '17:00',
    };
    const payload = await pushedTo(browser, {
      recipient: { kind: 'customer', userId: hindi.id },
      type: 'order_ready',
      title: CUSTOMER_NOTICE_TITLES.order_ready,
      message: customerNoticeMessage('order_ready', values, new Date()),
      data: values,
      sendMessage: false,
    });
    expect(payload).toMatchObject({
      title: 'ऑर्डर तैयार है',
      body: 'आपका ऑर्डर WD-HI0001 धुलकर तैयार है। डिलीवरी रविवार, 29 नवंबर को शाम 5:00 बजे होगी।',
    });
    // A title an admin wrote (not the type's own) goes as written, with the stored text.
    const own = await raise({ kind: 'customer', userId: hindi.id }, 'Diwali hours');
    await runPush(own.id);
    const ownText = ece
      .decrypt(push.received.at(-1)!.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.keys.auth })
      .toString('utf8');
    expect(JSON.parse(ownText)).toMatchObject({ title: 'Diwali hours', body: 'Your order WD-ABC123 is confirmed.' });
  });

  it('pushes a rider who chose Hindi their order in Hindi once the portal tells the server; refuses other languages', async () => {
    const hindiRider = await createRider(ctx.app, '9500000007', 'approved');
    const headers = bearer(await tokenFor(ctx.app, 'rider', hindiRider.id));
    const refused = await injectJson(ctx.app, {
      method: 'PUT',
      url: '/api/riders/me/language',
      headers,
      payload: { language: 'ta' },
    });
    expect(refused.res.statusCode).toBe(400);
    expect(refused.body.message).toBe("Language must be 'en' or 'hi'");
    const saved = await injectJson(ctx.app, {
      method: 'PUT',
      url: '/api/riders/me/language',
      headers,
      payload: { language: 'hi' },
    });
    expect(saved.res.statusCode).toBe(200);
    expect(saved.body).toEqual({ success: true, language: 'hi' });

    const browser = browserKeys();
    await subscribeAs(headers, `${base}/push/hindi-rider-phone`, browser.keys);
    const body = riderNotice('trip_assigned', {
      order_number: 'WD-HI0003',
      trip: 'pickup',
      address: 'Sector 45, Gurugram',
      slot_date: '2026-11-27',
      slot_time: '10:00',
    });
    const payload = await pushedTo(browser, {
      recipient: { kind: 'rider', riderId: hindiRider.id },
      type: 'order_assigned',
      title: RIDER_NOTICE_FIXED.newOrder,
      message: body.message,
      data: body.data,
      sendMessage: false,
    });
    expect(payload).toMatchObject({
      title: 'नया ऑर्डर मिला',
      body: 'ऑर्डर WD-HI0003 का पिकअप शुक्रवार, 27 नवंबर को सुबह 10:00 बजे करें। पता: Sector 45, Gurugram',
    });
  });

  it('removes a subscription the push service says is gone; keeps and counts one that failed for a while', async () => {
    const lone = await createCustomer(ctx.app, '9500000009', 'Lone Customer');
    const headers = bearer(await tokenFor(ctx.app, 'customer', lone.id));
    await subscribeAs(headers, `${base}/push/gone/old-phone`);
    expect(await runPush((await raise({ kind: 'customer', userId: lone.id })).id)).toEqual({ sent: 0, removed: 1, failed: 0 });
    expect(await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, lone.id))).toHaveLength(0);

    await subscribeAs(headers, `${base}/push/broken/flaky-phone`);
    await expect(runPush((await raise({ kind: 'customer', userId: lone.id })).id)).rejects.toThrow(/failed/);
    const [kept] = await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, lone.id));
    expect(kept!.failures).toBe(1);
  });

  it("keeps an endpoint with the account that holds it: another account's subscribe is 409, unless it is signed in here too", async () => {
    const endpoint = `${base}/push/asha-phone-kept`;
    const browser = browserKeys();
    expect((await subscribeAs(customer.headers, endpoint, browser.keys)).res.statusCode).toBe(201);
    // Customer B learnt A's endpoint: subscribing it for B is refused, and A's device stays A's.
    const taken = await subscribeAs(other.headers, endpoint);
    expect(taken.res.statusCode).toBe(409);
    expect(taken.body).toMatchObject({
      success: false,
      error: 'PUSH_ENDPOINT_TAKEN',
      field: 'subscription.endpoint',
      message: PUSH_MESSAGES.endpointTaken,
    });
    const rows = await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows.map((r) => [r.userId, r.riderId, r.p256dh])).toEqual([[customer.id, null, browser.keys.p256dh]]);
    push.received.length = 0;
    await runPush((await raise({ kind: 'customer', userId: customer.id })).id);
    expect(push.received.map((r) => r.path)).toContain('/push/asha-phone-kept');
    // The rider's session alone cannot take it either.
    expect((await subscribeAs(rider.headers, endpoint)).res.statusCode).toBe(409);
    // Its own account subscribing again (new keys after a browser update) is fine.
    const renewed = browserKeys();
    expect((await subscribeAs(customer.headers, endpoint, renewed.keys)).res.statusCode).toBe(201);
    expect(
      (await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0]!.p256dh,
    ).toBe(renewed.keys.p256dh);

    // A browser signed in as the customer and as a rider moves its device between them: the holder is signed in here.
    const both = browserHeaders(
      [
        `${SESSION_COOKIES.customer}=${await tokenFor(ctx.app, 'customer', customer.id)}`,
        `${SESSION_COOKIES.rider}=${await tokenFor(ctx.app, 'rider', rider.id)}`,
      ].join('; '),
    );
    expect((await subscribeAs(both, endpoint, renewed.keys, { as: 'rider' })).res.statusCode).toBe(201);
    const moved = await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(moved.map((r) => [r.userId, r.riderId])).toEqual([[null, rider.id]]);
    expect((await subscribeAs(customer.headers, endpoint)).res.statusCode).toBe(409);
  });

  it('unsubscribes only your own', async () => {
    const endpoint = `${base}/push/shared-phone`;
    await subscribeAs(customer.headers, endpoint);
    const notMine = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/push/unsubscribe',
      headers: other.headers,
      payload: { endpoint },
    });
    expect(notMine.res.statusCode).toBe(404);
    expect(notMine.body.message).toBe(PUSH_MESSAGES.notFound);
    const mine = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/push/unsubscribe',
      headers: customer.headers,
      payload: { endpoint },
    });
    expect(mine.res.statusCode).toBe(200);
    expect(mine.body.message).toBe(PUSH_MESSAGES.unsubscribed);
    // Once its account lets it go, another may subscribe it.
    expect((await subscribeAs(other.headers, endpoint)).res.statusCode).toBe(201);
  });

  it('refuses guests and admins, bad keys, and push addresses that are not a push service', async () => {
    expect((await subscribeAs({}, `${base}/push/x`)).res.statusCode).toBe(401);
    expect((await subscribeAs(admin, `${base}/push/x`)).res.statusCode).toBe(401);
    const badKeys = await subscribeAs(customer.headers, `${base}/push/x`, { p256dh: 'short', auth: 'x' });
    expect(badKeys.res.statusCode).toBe(400);
    expect(badKeys.body.message).toBe(PUSH_MESSAGES.keysInvalid);
    const elsewhere = await subscribeAs(customer.headers, 'http://169.254.169.254/latest/meta-data');
    expect(elsewhere.res.statusCode).toBe(400);
    expect(elsewhere.body.message).toBe(PUSH_MESSAGES.endpointInvalid);

    expect(pushEndpointAllowed('https://fcm.googleapis.com/fcm/send/abc', true)).toBe(true);
    expect(pushEndpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/abc', true)).toBe(true);
    expect(pushEndpointAllowed('https://web.push.apple.com/QO2b', true)).toBe(true);
    expect(pushEndpointAllowed('https://fcm.googleapis.com.evil.example/x', true)).toBe(false);
    expect(pushEndpointAllowed('http://fcm.googleapis.com/fcm/send/abc', true)).toBe(false);
    expect(pushEndpointAllowed(`${base}/push/x`, true)).toBe(false);
    expect(pushEndpointAllowed(`${base}/push/x`, false)).toBe(true);
  });
});
