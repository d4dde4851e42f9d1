import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, injectJson, useTestApp } from '../../test/test-app.js';
import { createCustomer, createRider, tokenFor } from '../../test/identity-fixtures.js';
import { notify, notifyDepsOf } from './notify.service.js';

describe('notification routes', () => {
  const ctx = useTestApp();
  let asA: Record<string, string>;
  let asB: Record<string, string>;
  let asRider: Record<string, string>;
  let customerA = '';
  let riderId = '';

  const raise = (recipient: Parameters<typeof notify>[1]['recipient'], title: string) =>
    notify(notifyDepsOf(ctx.app), {
      recipient,
      type: 'booking_confirmed',
      title,
      message: `${title}.`,
      priority: 'high',
      data: { booking_id: 'WD1' },
    });

  beforeAll(async () => {
    await ctx.app.jobs.start();
    customerA = (await createCustomer(ctx.app, '9811100001', 'Asha')).id;
    const customerB = (await createCustomer(ctx.app, '9811100002', 'Bela')).id;
    riderId = (await createRider(ctx.app, '9811100003', 'approved')).id;
    asA = bearer(await tokenFor(ctx.app, 'customer', customerA));
    asB = bearer(await tokenFor(ctx.app, 'customer', customerB));
    asRider = bearer(await tokenFor(ctx.app, 'rider', riderId));
  });

  it("lists the customer's own notifications newest first with the unread count; another customer sees none", async () => {
    await raise({ kind: 'customer', userId: customerA }, 'Booking confirmed');
    ctx.clock.advance(5 * 60_000);
    await raise({ kind: 'customer', userId: customerA }, 'Rider assigned');
    await raise({ kind: 'rider', riderId }, 'Order assigned');

    const { res, body } = await injectJson(ctx.app, { method: 'GET', url: '/api/notifications', headers: asA });
    expect(res.statusCode).toBe(200);
    const list = body.notifications as Array<Record<string, unknown>>;
    expect(list.map((n) => n.title)).toEqual(['Rider assigned', 'Booking confirmed']);
    expect(list[1]).toMatchObject({
      read: false,
      is_read: false,
      priority: 'high',
      type: 'booking_confirmed',
      time_ago: '5 minutes ago',
      data: { booking_id: 'WD1' },
    });
    expect(body.unread_count).toBe(2);

    const other = await injectJson(ctx.app, { method: 'GET', url: '/api/notifications', headers: asB });
    expect(other.body).toMatchObject({ notifications: [], unread_count: 0 });
    const count = await injectJson(ctx.app, { method: 'GET', url: '/api/notifications/count', headers: asA });
    expect(count.body).toMatchObject({ unread_count: 2, count: 2 });
  });

  it('marks one read, refuses another customer with the same 404 as a missing one, and deletes', async () => {
    const row = await raise({ kind: 'customer', userId: customerA }, 'Picked up');
    const stranger = await injectJson(ctx.app, { method: 'PUT', url: `/api/notifications/${row.id}/read`, headers: asB });
    expect(stranger.res.statusCode).toBe(404);
    expect(stranger.body.message).toBe('Notification not found');
    const before = (await injectJson(ctx.app, { method: 'GET', url: '/api/notifications/count', headers: asA })).body
      .unread_count as number;

    const read = await injectJson(ctx.app, { method: 'PUT', url: `/api/notifications/${row.id}/read`, headers: asA });
    expect(read.res.statusCode).toBe(200);
    expect((await injectJson(ctx.app, { method: 'GET', url: '/api/notifications/count', headers: asA })).body.unread_count).toBe(
      before - 1,
    );

    expect(
      (await injectJson(ctx.app, { method: 'DELETE', url: `/api/notifications/${row.id}`, headers: asB })).res.statusCode,
    ).toBe(404);
    const deleted = await injectJson(ctx.app, { method: 'DELETE', url: `/api/notifications/${row.id}`, headers: asA });
    expect(deleted.body).toMatchObject({ success: true, message: 'Notification deleted' });
    const list = (await injectJson(ctx.app, { method: 'GET', url: '/api/notifications', headers: asA })).body
      .notifications as Array<{ id: string }>;
    expect(list.map((n) => n.id)).not.toContain(row.id);
  });

  it('marks all read for the customer only', async () => {
    await raise({ kind: 'customer', userId: customerA }, 'Ready');
    const { body } = await injectJson(ctx.app, { method: 'PUT', url: '/api/notifications/mark-all-read', headers: asA });
    expect(body.markedCount).toBeGreaterThan(0);
    expect(body.message).toBe(`Marked ${body.markedCount as number} notifications as read`);
    expect((await injectJson(ctx.app, { method: 'GET', url: '/api/notifications/count', headers: asA })).body.unread_count).toBe(
      0,
    );
    expect(
      (await injectJson(ctx.app, { method: 'GET', url: '/api/riders/notifications/unread-count', headers: asRider })).body
        .unread_count,
    ).toBe(1);
  });

  it("clears all the customer's notifications but one still waiting for their decision, and nobody else's", async () => {
    await raise({ kind: 'customer', userId: customerA }, 'Delivered');
    await notify(notifyDepsOf(ctx.app), {
      recipient: { kind: 'customer', userId: customerA },
      type: 'rider_edit',
      title: 'Approve order changes',
      message: 'Your rider changed the items.',
      priority: 'high',
      action_required: true,
      action_type: 'approve_changes',
    });
    const riderBefore = (
      await injectJson(ctx.app, { method: 'GET', url: '/api/riders/notifications?includeRead=true', headers: asRider })
    ).body.notifications as unknown[];
    const { res, body } = await injectJson(ctx.app, { method: 'DELETE', url: '/api/notifications', headers: asA });
    expect(res.statusCode).toBe(200);
    expect(body.clearedCount).toBeGreaterThan(0);
    expect(body.message).toBe(`Cleared ${body.clearedCount as number} notifications`);
    const left = (await injectJson(ctx.app, { method: 'GET', url: '/api/notifications', headers: asA })).body
      .notifications as Array<{ title: string }>;
    expect(left.map((n) => n.title)).toEqual(['Approve order changes']);
    const riderAfter = (
      await injectJson(ctx.app, { method: 'GET', url: '/api/riders/notifications?includeRead=true', headers: asRider })
    ).body.notifications as unknown[];
    expect(riderAfter).toHaveLength(riderBefore.length);
  });

  it('gives the rider unread ones unless includeRead, and marks read and all read', async () => {
    const second = await raise({ kind: 'rider', riderId }, 'Order updated');
    const unread = await injectJson(ctx.app, { method: 'GET', url: '/api/riders/notifications', headers: asRider });
    expect((unread.body.notifications as unknown[]).length).toBe(2);
    expect(
      (await injectJson(ctx.app, { method: 'POST', url: `/api/riders/notifications/${second.id}/read`, headers: asRider })).res
        .statusCode,
    ).toBe(200);
    const stillUnread = await injectJson(ctx.app, { method: 'GET', url: '/api/riders/notifications', headers: asRider });
    expect((stillUnread.body.notifications as Array<{ title: string }>).map((n) => n.title)).toEqual(['Order assigned']);
    const all = await injectJson(ctx.app, { method: 'GET', url: '/api/riders/notifications?includeRead=true', headers: asRider });
    expect((all.body.notifications as unknown[]).length).toBe(2);

    const marked = await injectJson(ctx.app, {
      method: 'POST',
      url: '/api/riders/notifications/mark-all-read',
      headers: asRider,
    });
    expect(marked.body).toMatchObject({ success: true, message: 'Marked 1 notification as read', markedCount: 1 });
    expect(
      (await injectJson(ctx.app, { method: 'GET', url: '/api/riders/notifications/unread-count', headers: asRider })).body,
    ).toMatchObject({ unread_count: 0 });
    // A customer's token does not reach the rider's list.
    expect(
      (await injectJson(ctx.app, { method: 'POST', url: `/api/riders/notifications/${second.id}/read`, headers: asA })).res
        .statusCode,
    ).toBe(401);
  });
});
