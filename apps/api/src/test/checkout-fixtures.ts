import { eq } from 'drizzle-orm';
import { services } from '../db/schema/index.js';
import { createCustomer, tokenFor } from './identity-fixtures.js';
import { checkoutBody, SECTOR_69_ADDRESS } from './request-bodies.js';
import { bearer, injectJson, type TestContext } from './test-app.js';

// Bookings made the way the customer app makes them: an address saved in Sector 69, then checkout (POST /api/bookings).
// The test clock starts at 2026-11-22 11:00 in India.

/** A checkout body: ₹410 (3 kg Laundry + Fold at ₹70, 10 Regular Iron at ₹20), picked up tomorrow at 10:00. */
export const checkoutOrder = (addressId: string, overrides: Record<string, unknown> = {}) =>
  checkoutBody(
    addressId,
    [
      { id: 'laundry-fold', quantity: 3 },
      { id: 'iron-regular', quantity: 10 },
    ],
    { phone: '98765 43210', ...overrides },
  );

/**
 * Customers who book at checkout in this test file's app: each call to `customer` signs in a new one (phones 96…)
 * with the Sector 69 address saved; `order` is `checkoutOrder` with these defaults.
 */
export function checkoutFixtures(ctx: TestContext, defaults: Record<string, unknown> = {}) {
  let phoneSeq = 0;
  return {
    order: (addressId: string, overrides: Record<string, unknown> = {}) =>
      checkoutOrder(addressId, { ...defaults, ...overrides }),
    async customer() {
      const user = await createCustomer(ctx.app, `96${String(++phoneSeq).padStart(8, '0')}`);
      const headers = bearer(await tokenFor(ctx.app, 'customer', user.id));
      const saved = await injectJson(ctx.app, { method: 'POST', url: '/api/addresses', headers, payload: SECTOR_69_ADDRESS });
      return { userId: user.id, headers, addressId: (saved.body.data as { id: string }).id };
    },
    // A price changed behind the admin routes' back: told to the catalogue in memory as they tell it.
    async setPrice(id: string, pricePaise: number) {
      await ctx.database.db.update(services).set({ pricePaise }).where(eq(services.id, id));
      await ctx.app.catalogue.changed();
    },
    book: (headers: Record<string, string>, payload: object, extra: Record<string, string> = {}) =>
      injectJson(ctx.app, { method: 'POST', url: '/api/bookings', headers: { ...headers, ...extra }, payload }),
  };
}
