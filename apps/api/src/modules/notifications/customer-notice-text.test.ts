import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGLISH_NOTICES, customerNoticeBody } from '@washday/core';
import { notifications } from '../../db/schema/index.js';
import { createAdminAccount, createCustomer, tokenFor } from '../../test/identity-fixtures.js';
import { insertBooking } from '../../test/record-fixtures.js';
import { bearer, useTestApp } from '../../test/test-app.js';
import { pickupReminderMessage, sendPickupReminder, PICKUP_REMINDER_TYPE } from '../reminders/pickup-reminders.service.js';
import { notifyDepsOf } from './notify.service.js';

// The app composes a customer notification's body again from its type and data, in the customer's language
// (docs/decisions/0021). These check the data keeps every value and that core's English is the stored English.
// The test clock starts at 2026-11-22 11:00 in India.

describe('customer notification bodies made again from their data', () => {
  const ctx = useTestApp();
  let admin: Record<string, string>;
  let phone = 9750000000;

  beforeAll(async () => {
    await createAdminAccount(ctx.app);
    const [adminRow] = await ctx.database.db.query.adminUsers.findMany();
    admin = bearer(await tokenFor(ctx.app, 'admin', adminRow!.id));
  });

  const noticesOf = (userId: string, type: string) =>
    ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

  it("keeps an admin's cancellation reason, and says the same with it", async () => {
    const customer = await createCustomer(ctx.app, String((phone += 1)), 'Asha');
    const booking = await insertBooking(ctx.app, customer.id);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/bookings/${booking.id}/status`,
      headers: admin,
      payload: { status: 'cancelled', reason: 'No rider free in Sector 45' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [notice] = await noticesOf(customer.id, 'order_cancelled');
    expect(notice!.message).toBe(`Your booking ${booking.customOrderId} has been cancelled. Reason: No rider free in Sector 45`);
    expect(notice!.data).toMatchObject({ order_number: booking.customOrderId, reason: 'No rider free in Sector 45' });
    expect(customerNoticeBody(notice!.type, notice!.data, notice!.createdAt, ENGLISH_NOTICES)).toBe(notice!.message);
  });

  it("keeps a pickup reminder's values, and core says what the reminder job wrote", async () => {
    const customer = await createCustomer(ctx.app, String((phone += 1)), 'Asha');
    const booking = await insertBooking(ctx.app, customer.id);
    const sent = await sendPickupReminder(notifyDepsOf(ctx.app), {
      bookingId: booking.id,
      pickupDate: '2026-11-23',
      pickupTime: '10:00',
    });
    expect(sent).toEqual({ status: 'sent' });
    const [notice] = await noticesOf(customer.id, PICKUP_REMINDER_TYPE);
    expect(notice!.message).toBe(
      `Our rider will arrive for your pickup (order ${booking.customOrderId}) tomorrow between 10:00 AM and 11:00 AM.`,
    );
    expect(customerNoticeBody(notice!.type, notice!.data, notice!.createdAt, ENGLISH_NOTICES)).toBe(notice!.message);
  });

  it("says each pickup reminder as the reminder job's own text does: today, tomorrow, a later day, a time off the list", () => {
    const now = new Date('2026-11-22T05:30:00Z');
    const cases: Array<[string, string]> = [
      ['2026-11-22', '18:00'],
      ['2026-11-23', '09:00'],
      ['2026-11-30', '12:00'],
      ['2026-11-23', '10:30'],
    ];
    for (const [date, time] of cases) {
      const data = { order_number: 'WD-ABC123', pickup_date: date, pickup_time: time };
      expect(customerNoticeBody(PICKUP_REMINDER_TYPE, data, now, ENGLISH_NOTICES), `${date} ${time}`).toBe(
        pickupReminderMessage('WD-ABC123', date, time, now),
      );
    }
  });

  it('shows nothing of its own for a type it does not know or data without the values (the stored text stays)', () => {
    const now = new Date();
    expect(customerNoticeBody('admin_message', { order_number: 'WD-ABC123' }, now, ENGLISH_NOTICES)).toBeNull();
    expect(
      customerNoticeBody('order_confirmed', { booking_id: 'x', order_number: 'WD-ABC123' }, now, ENGLISH_NOTICES),
    ).toBeNull();
    expect(customerNoticeBody('order_confirmed', null, now, ENGLISH_NOTICES)).toBeNull();
    expect(customerNoticeBody('toString', {}, now, ENGLISH_NOTICES)).toBeNull();
  });
});
