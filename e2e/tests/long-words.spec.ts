import { expect, request as playwrightRequest, test, type Locator, type Page } from '@playwright/test';
import { bookPickupThroughApi, signInFromHome } from './support/customer';
import { DEMO_ADMIN, DEMO_RIDER_PHONE, okJson, signInRiderThroughApi } from './support/lifecycle';
import { uniquePhone } from './support/outbox';

// What a person types may be one unbroken word as long as a field allows (landmark 200, instructions 500, flat 100,
// name 100): every screen that shows it wraps it, so nothing is pushed off a 390 px phone (issue 25 item 5).
const WIDTH = 390;
const word = (letter: string, length: number) => letter.repeat(length);

async function expectNoSidewaysScroll(page: Page) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'the page is no wider than the phone').toBeLessThanOrEqual(WIDTH);
}

async function expectOnScreen(control: Locator) {
  const box = (await control.boundingBox())!;
  expect(box, 'the control is laid out').not.toBeNull();
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(WIDTH);
}

test('a 500-character unbroken word wraps on the confirmation, in My Bookings, on the rider card and in the admin booking details', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000); // three portals in one journey
  const phone = uniquePhone('7');
  await signInFromHome(page, request, phone, 'Long Word');
  const booking = await bookPickupThroughApi(page, baseURL!, phone, {
    flatNo: word('F', 100),
    contactPerson: word('N', 100),
    deliveryInDays: 3,
    landmark: word('L', 200),
    instructions: word('I', 500),
  });
  const orderId = booking.custom_order_id;

  await page.goto(`/?view=confirmed&id=${booking.id}`);
  await expect(page.getByRole('heading', { name: 'Booking confirmed!' })).toBeVisible();
  await expect(page.getByText(word('I', 500))).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectOnScreen(page.getByRole('button', { name: 'View My Bookings' }));

  await page.goto('/?view=bookings');
  const card = page.getByRole('article', { name: `Booking ${orderId}` });
  await expect(card).toContainText(word('L', 20));
  await expectNoSidewaysScroll(page);
  await expectOnScreen(card.getByRole('button', { name: `Track order ${orderId}` }));
  await expectOnScreen(card.getByRole('button', { name: `Cancel booking ${orderId}` }));
  await expectOnScreen(card.getByRole('button', { name: `Edit booking ${orderId}` }));

  // The rider's dashboard card, once the pickup is theirs (signed in through the API: the cookie is the page's).
  const riderContext = await browser.newContext({ baseURL: baseURL!, viewport: { width: WIDTH, height: 844 } });
  const adminContext = await browser.newContext({ baseURL: baseURL!, viewport: { width: WIDTH, height: 844 } });
  const adminApi = await playwrightRequest.newContext({ baseURL: baseURL! });
  try {
    const { rider } = await signInRiderThroughApi(riderContext.request, request, DEMO_RIDER_PHONE);
    const { data: login } = await okJson<{ data: { token: string } }>(
      await adminApi.post('/api/auth/login', { data: DEMO_ADMIN }),
    );
    const headers = { Authorization: `Bearer ${login.token}` };
    await okJson(await adminApi.put(`/api/admin/bookings/${booking.id}/status`, { headers, data: { status: 'confirmed' } }));
    await okJson(
      await adminApi.post('/api/admin/orders/assign', {
        headers,
        data: { orderId: booking.id, riderId: rider._id, orderType: 'pickup' },
      }),
    );
    const riderPage = await riderContext.newPage();
    await riderPage.goto('/rider');
    await expect(riderPage.getByText(word('N', 100))).toBeVisible();
    await expectNoSidewaysScroll(riderPage);

    const admin = await adminContext.newPage();
    await admin.goto('/admin?tab=bookings');
    await admin.getByLabel('Username').fill(DEMO_ADMIN.username);
    await admin.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
    await admin.getByRole('button', { name: 'Sign In' }).click();
    await admin.getByRole('searchbox', { name: 'Search bookings' }).fill(phone);
    // The table scrolls sideways on a phone, but no wider than its own least width: the name wraps in its cell.
    const table = admin.getByRole('table', { name: 'Bookings' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText(word('N', 20));
    const widths = await table.evaluate((element) => ({
      shown: element.getBoundingClientRect().width,
      least: Number.parseFloat(getComputedStyle(element).minWidth),
    }));
    expect(widths.shown).toBeLessThanOrEqual(widths.least + 1);
    await admin.getByRole('button', { name: `Details of ${orderId}` }).click();
    const dialog = admin.getByRole('dialog', { name: orderId });
    await expect(dialog).toContainText(word('I', 40));
    const sizes = await dialog.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(sizes.scroll, 'the dialog does not scroll sideways').toBeLessThanOrEqual(sizes.client);
    await expectNoSidewaysScroll(admin);
  } finally {
    await Promise.all([riderContext.close(), adminContext.close(), adminApi.dispose()]);
  }
});
