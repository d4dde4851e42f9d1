import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { bookPickupThroughApi, closeToasts, serveLocalTiles, signInFromHome } from './support/customer';
import { assignPickupThroughApi, DEMO_ADMIN, DEMO_RIDER_PHONE as RIDER_PHONE, okJson } from './support/lifecycle';
import { uniquePhone } from './support/outbox';
import { signInRiderOnPage } from './support/rider';

// Every screen of the three portals, with data on it, through axe: no serious or critical finding (issue 25, item 12).

/**
 * Waits for what a screen shows to settle before axe reads it: no skeleton or loading status left, and no animation
 * running (a dialog fading in is read at its full colours). Not network idle: the live event stream never ends.
 */
async function settled(page: Page) {
  await expect(page.locator('.animate-shimmer, [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await page.evaluate(() =>
    Promise.all(
      document.getAnimations().map((a) => (a.effect?.getTiming().iterations === Infinity ? null : a.finished.catch(() => null))),
    ),
  );
}

test('the customer app has no serious or critical accessibility finding', async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  await serveLocalTiles(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Add Laundry + Fold' })).toBeVisible();
  await settled(page);
  await expectAccessible(page, 'home, signed out');

  await page
    .getByRole('button', { name: /sign in/i })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await settled(page);
  await expectAccessible(page, 'the sign-in dialog');
  await page.keyboard.press('Escape');

  const phone = uniquePhone('7');
  await signInFromHome(page, request, phone, 'Meera Iyer');
  await bookPickupThroughApi(page, baseURL!, phone, { flatNo: 'Flat 5', contactPerson: 'Meera', deliveryInDays: 3 });
  await closeToasts(page);
  await page.getByRole('button', { name: 'Add Laundry + Fold' }).click();
  await settled(page);
  await expectAccessible(page, 'home, signed in, with a cart');

  await page
    .getByRole('button', { name: /View Cart|Checkout/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
  await settled(page);
  await expectAccessible(page, 'checkout');

  await page.goto('/?view=bookings');
  await expect(page.getByRole('article').first()).toBeVisible();
  await settled(page);
  await expectAccessible(page, 'My Bookings');

  await page
    .getByRole('button', { name: /^Notifications/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await settled(page);
  await expectAccessible(page, 'the notifications sheet');
  await page.keyboard.press('Escape');

  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await settled(page);
  await expectAccessible(page, 'the account menu');
  await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await settled(page);
  await expectAccessible(page, 'profile settings');
});

test('the rider portal has no serious or critical accessibility finding', async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    geolocation: { latitude: 28.3985, longitude: 77.0401 },
    permissions: ['geolocation'],
  });
  const rider = await context.newPage();
  await rider.goto('/rider/login');
  await settled(rider);
  await expectAccessible(rider, 'rider sign-in');
  await rider.getByRole('tab', { name: 'Register' }).click();
  await settled(rider);
  await expectAccessible(rider, 'rider registration');

  await signInRiderOnPage(rider, request, RIDER_PHONE);
  await expect(rider).toHaveURL(/\/rider\/dashboard$/);

  // A job of the rider's own, from a customer's booking.
  const customerContext = await browser.newContext({ baseURL });
  const customer = await customerContext.newPage();
  const phone = uniquePhone('8');
  await signInFromHome(customer, request, phone, 'Rohan Das');
  const booking = await bookPickupThroughApi(customer, baseURL!, phone, {
    flatNo: 'House 9',
    contactPerson: 'Rohan',
    deliveryInDays: 3,
  });
  const riderId = (await okJson<{ rider: { _id: string } }>(await rider.request.get('/api/riders/me'))).rider._id;
  await assignPickupThroughApi(baseURL!, booking.id, riderId);
  await customerContext.close();

  const job = rider.getByRole('article', { name: new RegExp(booking.custom_order_id) });
  await expect(job).toBeVisible();
  await settled(rider);
  await expectAccessible(rider, 'the rider dashboard with a job');

  await rider.goto(`/rider/orders/${booking.id}`);
  await expect(rider.getByRole('button', { name: 'Edit Order' })).toBeVisible();
  await settled(rider);
  await expectAccessible(rider, "the rider's order page");
  await rider.getByRole('button', { name: 'Edit Order' }).click();
  await settled(rider);
  await expectAccessible(rider, "the rider's order page, editing");

  await rider.goto('/rider/notifications');
  await settled(rider);
  await expectAccessible(rider, "the rider's notifications");
  await context.close();
});

test('the admin console has no serious or critical accessibility finding', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const admin = await context.newPage();
  await admin.route(/tile\.openstreetmap\.org|arcgisonline\.com/, (route) => route.abort());
  await admin.goto('/admin');
  await settled(admin);
  await expectAccessible(admin, 'admin sign-in');
  await admin.getByLabel('Username').fill(DEMO_ADMIN.username);
  await admin.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await admin.getByRole('button', { name: 'Sign In' }).click();
  await expect(admin.getByText(/Welcome, admin/)).toBeVisible();

  const sections = admin.getByRole('tablist', { name: 'Admin sections' });
  for (const name of [
    'Overview',
    'Bookings',
    'Book for User',
    'Locations',
    'Analytics',
    'Payments',
    'Services',
    'Coupons',
    'Vendors',
  ]) {
    await sections.getByRole('tab', { name, exact: true }).click();
    await settled(admin);
    await expectAccessible(admin, `admin ${name}`);
  }
  await sections.getByRole('tab', { name: 'Payments', exact: true }).click();
  await admin.getByRole('tablist', { name: 'Payment sections' }).getByRole('tab', { name: 'Business details' }).click();
  await settled(admin);
  await expectAccessible(admin, 'admin Payments → Business details');
  await sections.getByRole('tab', { name: 'Riders' }).click();
  const riderSections = admin.getByRole('tablist', { name: 'Rider sections' });
  for (const name of ['Verification', 'Active Riders', 'Orders', 'Quick Pickups', 'Routes', 'Live Tracking']) {
    await riderSections.getByRole('tab', { name }).click();
    await settled(admin);
    await expectAccessible(admin, `admin Riders → ${name}`);
  }

  await sections.getByRole('tab', { name: 'Bookings' }).click();
  await admin
    .getByRole('button', { name: /^Details of WD-/ })
    .first()
    .click();
  await expect(admin.getByRole('dialog')).toBeVisible();
  await settled(admin);
  await expectAccessible(admin, 'admin booking details');
  await admin.keyboard.press('Escape');

  await admin.goto('/admin/location-config');
  await settled(admin);
  await expectAccessible(admin, 'admin area drawing');
  await context.close();
});
