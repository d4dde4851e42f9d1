import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { violates } from './constraint-violation.js';
import { bookingItems, services, users } from './schema/index.js';
import { insertBooking } from '../test/record-fixtures.js';
import { serverUrl } from '../test/test-database.js';
import { useTestApp } from '../test/test-app.js';

// A booking line's service is checked by a trigger instead of a foreign key (drizzle/0020, decision 0031): the same rule
// (the service exists when the line is written; a service is never deleted), without a lock on the service's row.

const line = (bookingId: string, serviceId: string | null) => ({
  bookingId,
  serviceId,
  serviceName: 'Regular Iron',
  unit: 'PC' as const,
  quantity: 1,
  unitPricePaise: 2000,
  totalPricePaise: 2000,
});

async function refusal(write: Promise<unknown>): Promise<unknown> {
  try {
    await write;
  } catch (error) {
    return error;
  }
  throw new Error('The write went through');
}

describe("a booking line's service", () => {
  const ctx = useTestApp();

  let customers = 0;
  async function booking() {
    customers += 1;
    const phone = `9198111000${String(customers).padStart(2, '0')}`;
    const [customer] = await ctx.database.db.insert(users).values({ phone, name: 'Line Customer' }).returning();
    return insertBooking(ctx.app, customer!.id);
  }

  it('must be in the catalogue when a line is written or changed; a custom line names none', async () => {
    const db = ctx.database.db;
    const { id } = await booking();
    const unknown = await refusal(db.insert(bookingItems).values(line(id, 'no-such-service')));
    expect(violates(unknown, 'booking_items_service_id_services_id_fk')).toBe(true);
    const [written] = await db.insert(bookingItems).values(line(id, 'iron-regular-steam')).returning();
    const changed = await refusal(
      db.update(bookingItems).set({ serviceId: 'no-such-service' }).where(eq(bookingItems.id, written!.id)),
    );
    expect(violates(changed, 'booking_items_service_id_services_id_fk')).toBe(true);
    await db.insert(bookingItems).values({ ...line(id, null), serviceName: 'Curtain wash' });
    const lines = await db.select().from(bookingItems).where(eq(bookingItems.bookingId, id));
    expect(lines.map((l) => l.serviceId).sort()).toEqual(['iron-regular', 'iron-regular-steam', null]);
  });

  it('is never deleted: the catalogue deactivates services', async () => {
    const error = await refusal(ctx.database.db.delete(services).where(eq(services.id, 'iron-regular')));
    expect(String((error as Error).cause ?? error)).toMatch(/cannot be deleted: services are deactivated/);
    const [kept] = await ctx.database.db.select().from(services).where(eq(services.id, 'iron-regular'));
    expect(kept).toBeDefined();
  });

  // PostgreSQL only: a second connection asks for the row while the line's transaction is open.
  it.skipIf(!serverUrl())("is not locked by a line's write, so concurrent bookings share no lock on it", async () => {
    const db = ctx.database.db;
    const { id } = await booking();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const writing = new Promise<void>((resolve) => (written = resolve));
    const writer = db.transaction(async (tx) => {
      await tx.insert(bookingItems).values(line(id, 'iron-regular'));
      written();
      await released;
    });
    try {
      await writing;
      // A foreign key's check would hold a key-share lock on the row until the writer ends: NOWAIT would refuse.
      await db.execute(sql`select id from services where id = 'iron-regular' for update nowait`);
    } finally {
      release();
      await writer;
    }
  });
});
