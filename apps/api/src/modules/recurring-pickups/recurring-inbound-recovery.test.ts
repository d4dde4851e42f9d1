import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RecurringSeries } from '@washday/core';
import { bookings, inboundMessages, notifications } from '../../db/schema/index.js';
import { createCustomer, tokenFor } from '../../test/identity-fixtures.js';
import { insertAddress } from '../../test/record-fixtures.js';
import { bearer, injectJson, useTestApp } from '../../test/test-app.js';
import { INBOUND_LEASE_MS, recoverInboundMessages } from './inbound-messages.js';
import { runRecurringPickups } from './recurring-occurrences.service.js';
import { occurrenceDepsOf } from './recurring-pickups.routes.js';

// A SKIP reply whose handling crashed (decision 0040): its claim stays 'pending'; past the lease (the app clock) a
// redelivery or the recurring job takes it over, and the skip and its reply still happen once.
const ist = (text: string) => new Date(`${text}:00+05:30`);

describe('a SKIP reply whose handling crashed', { timeout: 60_000 }, () => {
  const ctx = useTestApp();
  let phone = 9812400000;
  beforeEach(() => ctx.clock.set(new Date('2026-11-22T05:30:00Z')));

  /** A customer with a booked Wednesday pickup, and a reply to it that crashed right after it was claimed. */
  async function crashed(messageId: string) {
    const number = String((phone += 1));
    const user = await createCustomer(ctx.app, number, 'Asha Verma');
    const address = await insertAddress(ctx.app, user.id);
    const headers = bearer(await tokenFor(ctx.app, 'customer', user.id));
    const created = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/recurring-pickups',
      headers,
      payload: { frequency: 'weekly', weekday: 3, pickup_time: '10:00', address_id: address.id },
    });
    const series = created.body.series as RecurringSeries;
    ctx.clock.set(ist('2026-11-23T10:00'));
    await runRecurringPickups(occurrenceDepsOf(ctx.app));
    // What the first handling left behind when it crashed: the claim, and nothing done.
    await ctx.database.db.insert(inboundMessages).values({
      messageId,
      channel: 'whatsapp',
      fromPhone: `+91 ${number}`,
      customerId: user.id,
      outcome: 'pending',
      text: 'SKIP',
      claimedAt: ctx.clock.now(),
      createdAt: ctx.clock.now(),
    });
    const reply = () =>
      injectJson(ctx.app, {
        method: 'POST',
        url: '/dev/inbound-messages',
        payload: { from: `+91 ${number}`, text: 'SKIP', message_id: messageId },
      });
    const replies = () =>
      ctx.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'recurring_reply')));
    const order = async () => (await ctx.database.db.select().from(bookings).where(eq(bookings.customerId, user.id)))[0]!;
    const stop = () => injectJson(ctx.app, { method: 'POST', url: `/api/recurring-pickups/${series.id}/stop`, headers });
    return { reply, replies, order, stop };
  }
  const later = (ms: number) => ctx.clock.set(new Date(ctx.clock.now().getTime() + ms));

  it('a redelivery within the lease waits; after it, one redelivery takes over and skips once', async () => {
    const c = await crashed('wamid.crash-1');
    later(INBOUND_LEASE_MS - 1000);
    expect((await c.reply()).body).toMatchObject({ outcome: 'in_progress', reply: null });
    expect((await c.order()).status).toBe('pending');

    later(2000);
    const pair = await Promise.all([c.reply(), c.reply()]);
    // One takes over; its twin hears it is in progress, or (when it comes after) its outcome.
    expect(pair.filter((r) => r.body.outcome === 'skipped').length).toBeGreaterThanOrEqual(1);
    expect(pair.every((r) => ['skipped', 'in_progress'].includes(r.body.outcome as string))).toBe(true);
    expect((await c.order()).status).toBe('cancelled');
    expect(await c.replies()).toHaveLength(1);
    // Delivered once more: the stored answer, nothing more.
    expect((await c.reply()).body).toMatchObject({ outcome: 'skipped', reply: expect.stringContaining('is skipped') });
    expect(await c.replies()).toHaveLength(1);
    await c.stop();
  });

  it('the recurring job finishes it without a redelivery, once even when two sweeps run at once', async () => {
    const c = await crashed('wamid.crash-2');
    const deps = occurrenceDepsOf(ctx.app).inbound;
    later(INBOUND_LEASE_MS / 2);
    expect(await recoverInboundMessages(deps)).toBe(0);
    later(INBOUND_LEASE_MS);
    const done = await Promise.all([recoverInboundMessages(deps), recoverInboundMessages(deps)]);
    expect(done.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await c.order()).status).toBe('cancelled');
    expect(await c.replies()).toHaveLength(1);
    const [row] = await ctx.database.db.select().from(inboundMessages).where(eq(inboundMessages.messageId, 'wamid.crash-2'));
    expect(row).toMatchObject({ outcome: 'skipped' });
    // The provider's late redelivery hears the outcome.
    expect((await c.reply()).body).toMatchObject({ outcome: 'skipped' });
    later(INBOUND_LEASE_MS * 2);
    expect(await recoverInboundMessages(deps)).toBe(0);
    await c.stop();
  });
});
