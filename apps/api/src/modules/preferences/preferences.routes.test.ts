import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '@washday/core';
import { notifications, userPreferences } from '../../db/schema/index.js';
import { createAdminAccount, createCustomer, signInCustomerViaOtp, tokenFor } from '../../test/identity-fixtures.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { bearer, browserHeaders, injectJson, useTestApp } from '../../test/test-app.js';
import { notify, notifyDepsOf } from '../notifications/notify.service.js';

describe('preferences', () => {
  const ctx = useTestApp();
  let phone = 9850000000;
  const next = () => String((phone += 1));

  async function customer() {
    const row = await createCustomer(ctx.app, next(), 'Asha');
    return { id: row.id, as: bearer(await tokenFor(ctx.app, 'customer', row.id)) };
  }
  const get = (headers: Record<string, string>) => injectJson(ctx.app, { method: 'GET', url: '/api/preferences', headers });
  const put = (headers: Record<string, string>, payload: unknown) =>
    injectJson(ctx.app, { method: 'PUT', url: '/api/preferences', headers, payload: payload as object });

  it("answers the spec's defaults for a new account (stored as {} at sign-up)", async () => {
    const signedIn = await signInCustomerViaOtp(ctx.app, next(), 'Neha');
    const [row] = await ctx.database.db.select().from(userPreferences).where(eq(userPreferences.userId, signedIn.userId));
    expect(row?.preferences).toEqual({});
    const { res, body } = await get(bearer(signedIn.token));
    expect(res.statusCode).toBe(200);
    expect(body).toEqual({ success: true, preferences: DEFAULT_PREFERENCES });
  });

  it('saves a card or a field, keeps the rest, and reads back the same; with the browser cookie too', async () => {
    const signedIn = await signInCustomerViaOtp(ctx.app, next(), 'Ravi');
    const saved = await injectJson(ctx.app, {
      method: 'PUT',
      url: '/api/preferences',
      headers: browserHeaders(signedIn.cookie),
      payload: { scheduling: { preferredTimeSlot: 'evening' }, theme: { darkMode: true, colorScheme: 'purple' } },
    });
    expect(saved.res.statusCode).toBe(200);
    expect(saved.body.message).toBe('Preferences saved successfully');
    const expected = {
      ...DEFAULT_PREFERENCES,
      scheduling: { ...DEFAULT_PREFERENCES.scheduling, preferredTimeSlot: 'evening' },
      theme: { darkMode: true, colorScheme: 'purple' },
    };
    expect(saved.body.preferences).toEqual(expected);

    const second = await put(bearer(signedIn.token), {
      communication: { communicationMethod: 'whatsapp' },
      notifications: { promotions: true },
    });
    const after = {
      ...expected,
      communication: { language: 'english', communicationMethod: 'whatsapp' },
      notifications: { ...DEFAULT_PREFERENCES.notifications, promotions: true },
    };
    expect(second.body.preferences).toEqual(after);
    expect((await get(bearer(signedIn.token))).body.preferences).toEqual(after);
    // Stored complete, so what the database holds reads the same without the defaults.
    const [row] = await ctx.database.db.select().from(userPreferences).where(eq(userPreferences.userId, signedIn.userId));
    expect(row?.preferences).toEqual(after);
  });

  it("changes only the caller's own preferences", async () => {
    const a = await customer();
    const b = await customer();
    await put(a.as, { theme: { colorScheme: 'orange' } });
    expect((await get(b.as)).body.preferences).toEqual(DEFAULT_PREFERENCES);
    expect(((await get(a.as)).body.preferences as typeof DEFAULT_PREFERENCES).theme.colorScheme).toBe('orange');
    // A guest has none to read or write.
    expect((await get({})).res.statusCode).toBe(401);
    expect((await put({}, { theme: { darkMode: true } })).res.statusCode).toBe(401);
  });

  it('refuses unknown cards, unknown fields and values outside the options with a clear message, storing nothing', async () => {
    const a = await customer();
    await put(a.as, { theme: { darkMode: true } });
    const cases: [unknown, string, string][] = [
      [{ layout: { compact: true } }, 'Unknown preferences: layout', '(root)'],
      [{ privacy: { shareData: true } }, 'Unknown privacy preference: shareData', 'privacy'],
      [
        { scheduling: { preferredTimeSlot: 'night' } },
        'Preferred time slot must be one of: morning, afternoon, evening',
        'scheduling.preferredTimeSlot',
      ],
      [
        { theme: { colorScheme: 'red', darkMode: false } },
        'Color scheme must be one of: green, blue, purple, orange',
        'theme.colorScheme',
      ],
      [{ notifications: { sms: 'yes' } }, 'SMS notifications must be true or false', 'notifications.sms'],
      [{ communication: 'whatsapp' }, 'communication preferences must be an object', 'communication'],
    ];
    for (const [payload, message, field] of cases) {
      const { res, body } = await put(a.as, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body).toMatchObject({ success: false, error: 'VALIDATION_ERROR', message, field });
    }
    // The refused saves changed nothing (the last one would have turned dark mode off).
    expect(((await get(a.as)).body.preferences as typeof DEFAULT_PREFERENCES).theme).toEqual({
      darkMode: true,
      colorScheme: 'green',
    });
  });
});

describe('preferences decide what is sent', () => {
  const ctx = useTestApp();
  let admin: Record<string, string>;
  let phone = 9860000000;

  beforeAll(async () => {
    await createAdminAccount(ctx.app);
    const [adminRow] = await ctx.database.db.query.adminUsers.findMany();
    admin = bearer(await tokenFor(ctx.app, 'admin', adminRow!.id));
  });

  /** A customer with these preferences saved through the API, and a pending booking. */
  async function customerWith(preferences: object) {
    const row = await createCustomer(ctx.app, String((phone += 1)), 'Asha');
    const as = bearer(await tokenFor(ctx.app, 'customer', row.id));
    const saved = await ctx.app.inject({ method: 'PUT', url: '/api/preferences', headers: as, payload: preferences });
    expect(saved.statusCode).toBe(200);
    return { id: row.id, as, booking: await insertBooking(ctx.app, row.id) };
  }

  /** Confirms the booking as an admin and answers the customer's 'Booking Confirmed' notification as stored. */
  async function confirm(c: Awaited<ReturnType<typeof customerWith>>) {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/bookings/${c.booking.id}/status`,
      headers: admin,
      payload: { status: 'confirmed' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, c.id), eq(notifications.type, 'order_confirmed')));
    return row!;
  }
  const inApp = async (c: { as: Record<string, string> }) =>
    (
      (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: c.as })).json().notifications as {
        title: string;
      }[]
    ).map((n) => n.title);

  it('sends order messages on the chosen channel: SMS by default, WhatsApp when chosen', async () => {
    expect(await confirm(await customerWith({}))).toMatchObject({ messageChannel: 'sms', messageStatus: 'queued' });
    expect(await confirm(await customerWith({ communication: { communicationMethod: 'whatsapp' } }))).toMatchObject({
      messageChannel: 'whatsapp',
      messageStatus: 'queued',
    });
  });

  it("sends no automatic message for 'call', with order updates off, or with SMS off; the in-app notification stays", async () => {
    for (const preferences of [
      { communication: { communicationMethod: 'call' } },
      { notifications: { orderUpdates: false } },
      { notifications: { orderUpdates: false }, communication: { communicationMethod: 'whatsapp' } },
      { notifications: { sms: false } },
    ]) {
      const c = await customerWith(preferences);
      const row = await confirm(c);
      expect(row, JSON.stringify(preferences)).toMatchObject({
        messageChannel: null,
        messageStatus: null,
        title: 'Booking Confirmed',
      });
      expect(await inApp(c)).toContain('Booking Confirmed');
    }
  });

  it('sends promotional messages only to customers who switched promotions on', async () => {
    const promo = {
      type: 'promotion',
      title: 'Weekend offer',
      message: '20% off dry cleaning this weekend.',
      topic: 'promotion' as const,
    };
    const off = await customerWith({});
    const on = await customerWith({ notifications: { promotions: true }, communication: { communicationMethod: 'whatsapp' } });
    const quiet = await notify(notifyDepsOf(ctx.app), { ...promo, recipient: { kind: 'customer', userId: off.id } });
    const sent = await notify(notifyDepsOf(ctx.app), { ...promo, recipient: { kind: 'customer', userId: on.id } });
    expect(quiet.messageChannel).toBeNull();
    expect(sent.messageChannel).toBe('whatsapp');
    // Order updates off does not silence a promotion the customer asked for, nor the reverse.
    const ordersOff = await customerWith({ notifications: { promotions: true, orderUpdates: false } });
    expect(
      (await notify(notifyDepsOf(ctx.app), { ...promo, recipient: { kind: 'customer', userId: ordersOff.id } })).messageChannel,
    ).toBe('sms');
  });
});
