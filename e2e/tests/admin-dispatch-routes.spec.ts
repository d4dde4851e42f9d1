import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { closeToasts, serveLocalTiles } from './support/customer';
import {
  adminThroughApi,
  bookPickupAt,
  createAreaThroughApi,
  registeredRiderThroughApi,
  type AdminApi,
} from './support/dispatch';
import { DEMO_RIDER_PHONE, okJson, signInRiderThroughApi } from './support/lifecycle';
import { codeFor, uniquePhone } from './support/outbox';

// Issue 28's journey: an operator turns auto-dispatch on for an area with 12 open pickups and 3 active riders; each
// rider's dashboard shows its stops in order with times; the operator moves one trip to another rider (which locks it
// there) and the routes change; a customer sees the arrival window.

// The journey's own area around Sector 45 (the demo's bookings and the other journeys' are in Sector 69), so turning
// auto-dispatch on here assigns only this journey's pickups.
const AREA_BOX = [28.43, 77.05, 28.455, 77.08] as const;
const SECOND_RIDER_PHONE = '9810000003';
// Twelve doors spread over the area, and where the three riders start.
const DOORS = Array.from({ length: 12 }, (_, i) => ({
  lat: 28.434 + (i % 4) * 0.005 + (i % 3) * 0.001,
  lng: 77.054 + Math.floor(i / 4) * 0.008 + (i % 2) * 0.002,
}));
// The demo riders start where the other journeys leave them (near Sector 69: a position far from their last one would be
// refused as implausible), the new rider in the area; the pickups are a few km north.
const RIDER_STARTS = [
  { lat: 28.3985, lng: 77.0401 },
  { lat: 28.3985, lng: 77.0401 },
  { lat: 28.441, lng: 77.075 },
];
const SLOTS = ['09:00', '10:00', '11:00', '12:00'];

interface PlanStop {
  orderId: string;
  custom_order_id: string;
  trip: 'pickup' | 'delivery';
  kind: string;
  sequence: number;
  arrival: string;
  trip_status: string | null;
  assigned_by: string | null;
  locked: boolean;
}
interface Plan {
  routes: Array<{ rider: { id: string; name: string }; stops: PlanStop[] }>;
  unplaced: Array<{ orderId: string; reason: string }>;
  areas: Array<{ id: string; name: string; auto_dispatch: boolean }>;
}

/** A time as the screens write it in India ('10:20 am', in either case), as a pattern. */
function clock(iso: string): RegExp {
  const ist = new Date(new Date(iso).getTime() + 330 * 60_000);
  const hours = ist.getUTCHours();
  const minutes = String(ist.getUTCMinutes()).padStart(2, '0');
  return new RegExp(`\\b${hours % 12 || 12}:${minutes}\\s?${hours < 12 ? 'am' : 'pm'}`, 'i');
}

function phoneContext(browser: Browser, baseURL: string, at?: { lat: number; lng: number }): Promise<BrowserContext> {
  return browser.newContext({
    // A rider's phone shares where it is (the portal keeps an active rider's position live).
    ...(at ? { geolocation: { latitude: at.lat, longitude: at.lng, accuracy: 10 }, permissions: ['geolocation'] } : {}),
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
}

async function planOf(admin: AdminApi): Promise<Plan> {
  return okJson<Plan>(await admin.request.get('/api/admin/dispatch/plan', { headers: admin.headers }));
}

/** Our orders' stops on each rider, in route order. */
function routesOf(plan: Plan, ours: ReadonlySet<string>) {
  return plan.routes
    .map((route) => ({ rider: route.rider, stops: route.stops.filter((s) => ours.has(s.orderId)) }))
    .filter((route) => route.stops.length > 0);
}

test.use({ actionTimeout: 15_000 });

test('auto-dispatch plans 12 pickups over 3 riders; riders see their stops in order, a moved trip stays locked, the customer sees the arrival window', async ({
  page: operator,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const admin = await adminThroughApi(baseURL!);
  const riders: Array<{ context: BrowserContext; page: Page; id: string; headers: Record<string, string> }> = [];
  const customers: BrowserContext[] = [];
  const ours = new Set<string>();
  let areaId = '';
  try {
    const suffix = uniquePhone('7').slice(-4);
    const areaName = `Sector 45 R${suffix}`;
    const newRiderPhone = uniquePhone('7');

    await test.step('setup: the area, a third approved rider, 12 pickups tomorrow from three customers', async () => {
      areaId = await createAreaThroughApi(admin, areaName, AREA_BOX);
      await registeredRiderThroughApi(admin, newRiderPhone, 'Karan Routes');
      for (let c = 0; c < 3; c++) {
        const context = await phoneContext(browser, baseURL!);
        customers.push(context);
        const phone = uniquePhone('6');
        const name = ['Meera Kapoor', 'Arjun Nair', 'Sana Qureshi'][c]!;
        const api = context.request;
        const origin = { Origin: baseURL! };
        await okJson(await api.post('/api/auth/send-otp', { headers: origin, data: { phone } }));
        await okJson(
          await api.post('/api/auth/verify-otp', { headers: origin, data: { phone, otp: await codeFor(api, phone), name } }),
        );
        for (let i = 0; i < 4; i++) {
          const booking = await bookPickupAt(api, baseURL!, phone, name, `Flat ${c * 4 + i + 101}`, DOORS[c * 4 + i]!, SLOTS[i]!);
          ours.add(booking.id);
        }
      }
      expect(ours.size).toBe(12);
    });

    await test.step('three riders go active in the area', async () => {
      for (const [i, phone] of [DEMO_RIDER_PHONE, SECOND_RIDER_PHONE, newRiderPhone].entries()) {
        const at = RIDER_STARTS[i]!;
        const context = await phoneContext(browser, baseURL!, at);
        const login = await signInRiderThroughApi(context.request, context.request, phone);
        const headers = { Authorization: `Bearer ${login.token}`, Origin: baseURL! };
        await okJson(
          await context.request.post('/api/riders/toggle-status', { headers, data: { isActive: true, location: at } }),
        );
        await okJson(
          await context.request.post('/api/riders/location', {
            headers,
            data: { location: at, timestamp: new Date().toISOString(), accuracy: 10 },
          }),
        );
        const page = await context.newPage();
        riders.push({ context, page, id: login.rider._id, headers });
      }
    });

    await test.step('the operator turns auto-dispatch on for the area and the planner assigns all 12', async () => {
      await serveLocalTiles(operator);
      await operator.goto('/admin');
      await operator.getByLabel('Username').fill('admin');
      await operator.getByLabel('Password', { exact: true }).fill('washday-demo-admin');
      await operator.getByRole('button', { name: 'Sign In' }).click();
      await expect(operator.getByText(/Welcome, admin/)).toBeVisible();
      await operator.goto('/admin?tab=riders&sub=routes');
      await expect(operator.getByRole('heading', { name: 'Routes', level: 2 })).toBeVisible({ timeout: 30_000 });
      const toggle = operator.getByRole('switch', { name: `Auto-dispatch in ${areaName}` });
      await expect(toggle).not.toBeChecked();
      await toggle.click();
      await expect(toggle).toBeChecked();
      await operator.getByRole('button', { name: 'Re-plan now' }).click();
      // Every one of our pickups is on a rider, assigned by the planner, and nothing of ours is left unplaced.
      await expect
        .poll(async () => {
          const plan = await planOf(admin);
          const stops = routesOf(plan, ours).flatMap((r) => r.stops);
          return stops.filter((s) => s.assigned_by === 'planner' && s.trip_status === 'assigned').length;
        })
        .toBe(12);
      const plan = await planOf(admin);
      expect(plan.unplaced.filter((u) => ours.has(u.orderId))).toEqual([]);
      expect(routesOf(plan, ours).length).toBeGreaterThanOrEqual(2);
      for (const route of routesOf(plan, ours)) {
        const card = operator.getByRole('article', { name: route.rider.name });
        await expect(card.getByRole('listitem').filter({ hasText: route.stops[0]!.custom_order_id })).toBeVisible();
      }
      await operator.screenshot({ path: 'test-results/screenshots/dispatch-routes-desktop.png', timeout: 30_000 });
    });

    await test.step("each rider's dashboard lists its stops in route order with arrival times", async () => {
      const plan = await planOf(admin);
      for (const rider of riders) {
        const route = routesOf(plan, ours).find((r) => r.rider.id === rider.id);
        await rider.page.goto('/rider/dashboard');
        const section = rider.page.getByRole('region', { name: 'Your route' });
        if (!route) continue;
        // The next stop first, then the later ones, each opening its order: our orders in the plan's order, with times.
        await expect(section.locator(`a[href="/rider/orders/${route.stops.at(-1)!.orderId}"]`).first()).toBeVisible({
          timeout: 30_000,
        });
        const hrefs = await section
          .locator('a[href^="/rider/orders/"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.split('/').pop()!));
        const shownOrder = hrefs.filter((id) => ours.has(id));
        expect(shownOrder).toEqual(route.stops.map((stop) => stop.orderId));
        const text = await section.innerText();
        for (const stop of route.stops) expect(text).toMatch(clock(stop.arrival));
      }
      await riders[0]!.page.screenshot({ path: 'test-results/screenshots/dispatch-routes-rider.png', timeout: 30_000 });
    });

    await test.step('the operator moves a trip to another rider: it is locked there and the routes change', async () => {
      const before = routesOf(await planOf(admin), ours);
      const from = before[0]!;
      const stop = from.stops[0]!;
      const to = (await planOf(admin)).routes.find((r) => r.rider.id !== from.rider.id)!;
      const card = operator.getByRole('article', { name: from.rider.name });
      await card
        .getByRole('listitem')
        .filter({ hasText: stop.custom_order_id })
        .getByRole('button', { name: /Move to/ })
        .click();
      const dialog = operator.getByRole('dialog');
      await dialog.getByRole('button', { name: `Move to ${to.rider.name}` }).click();
      await expect(dialog).toBeHidden();
      await expect
        .poll(async () => {
          const moved = (await planOf(admin)).routes
            .find((r) => r.rider.id === to.rider.id)
            ?.stops.find((s) => s.orderId === stop.orderId);
          return moved ? { locked: moved.locked, by: moved.assigned_by } : null;
        })
        .toEqual({ locked: true, by: 'operator' });
      const toCard = operator.getByRole('article', { name: to.rider.name });
      await expect(toCard.getByRole('listitem').filter({ hasText: stop.custom_order_id })).toBeVisible({ timeout: 30_000 });
      // The rider who got it sees it on their dashboard, live.
      const receiver = riders.find((r) => r.id === to.rider.id)!;
      await expect(
        receiver.page.getByRole('region', { name: 'Your route' }).locator(`a[href="/rider/orders/${stop.orderId}"]`).first(),
      ).toBeVisible({ timeout: 30_000 });
      // A re-plan keeps it where the operator put it.
      await operator.getByRole('button', { name: 'Re-plan now' }).click();
      const after = (await planOf(admin)).routes
        .find((r) => r.rider.id === to.rider.id)
        ?.stops.find((s) => s.orderId === stop.orderId);
      expect(after?.locked).toBe(true);
    });

    await test.step('a customer sees when the rider will arrive', async () => {
      const plan = await planOf(admin);
      const stop = routesOf(plan, ours)[0]!.stops[0]!;
      // The customer who booked it: find the context whose bookings include the order.
      for (const context of customers) {
        const mine = await okJson<{ arrival: { from: string; to: string } | null }>(
          await context.request.get(`/api/bookings/${stop.orderId}/arrival`),
        ).catch(() => null);
        if (!mine?.arrival) continue;
        const page = await context.newPage();
        await page.goto('/');
        await page.getByRole('button', { name: 'My Bookings' }).click();
        const card = page.getByRole('article', { name: `Booking ${stop.custom_order_id}` });
        await card.scrollIntoViewIfNeeded();
        const expected = new RegExp(`${clock(mine.arrival.from).source}.*${clock(mine.arrival.to).source}`, 'i');
        await expect(card.getByText(/Rider arriving between/)).toHaveText(expected, { timeout: 30_000 });
        // The Track sheet says it too.
        await card.getByRole('button', { name: `Track order ${stop.custom_order_id}` }).click();
        const tracking = page.getByRole('dialog', { name: 'Track order' });
        await expect(tracking.getByText(/Rider arriving between/)).toHaveText(expected);
        await page.screenshot({ path: 'test-results/screenshots/dispatch-routes-customer.png', timeout: 30_000 });
        return;
      }
      throw new Error('No customer saw an arrival window');
    });
  } finally {
    // Leave the server as the other journeys expect it: auto-dispatch off, our orders cancelled, the riders off duty.
    await closeToasts(operator).catch(() => {});
    if (areaId)
      await admin.request
        .put(`/api/admin/dispatch/areas/${areaId}/auto-dispatch`, { headers: admin.headers, data: { enabled: false } })
        .catch(() => {});
    for (const id of ours)
      await admin.request
        .put(`/api/admin/bookings/${id}/status`, {
          headers: admin.headers,
          data: { status: 'cancelled', reason: 'Journey over' },
        })
        .catch(() => {});
    for (const rider of riders) {
      await rider.context.request
        .post('/api/riders/toggle-status', { headers: rider.headers, data: { isActive: false } })
        .catch(() => {});
      await rider.context.close();
    }
    for (const context of customers) await context.close();
    await admin.request.dispose();
  }
});
