import { expect, test } from '@playwright/test';
import { bookPickupThroughApi, signInFromHome } from './support/customer';
import { laundryScansThroughApi } from './support/garments';
import { codeFor, uniquePhone } from './support/outbox';
import { DEMO_LAUNDRY_PHONE, bringToLaundryThroughApi } from './support/vendor';

// Issue 27's laundry on a 1024×768 tablet: the demo vendor's staff member signs in with the code from /dev/outbox,
// finds an order the pickup rider is bringing, marks it received, puts it on rack R2-07, starts processing and marks
// it ready; each move takes it to its list with the counts following. Screenshots of the board at 1024×768 and 390×844.
const SCREENSHOTS = 'test-results/screenshots';

test('the laundry receives an order, racks it at R2-07, processes it and marks it ready', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);

  // --- A customer's order, brought to the demo vendor by the demo rider through the API.
  const customer = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const customerPage = await customer.newPage();
  const phone = uniquePhone('8');
  await signInFromHome(customerPage, request, phone, 'Kavya Rao');
  const booking = await bookPickupThroughApi(customerPage, baseURL!, phone, {
    flatNo: 'Flat 3, Tower A',
    contactPerson: 'Kavya',
    deliveryInDays: 3,
    instructions: 'Fold the shirts, no starch',
  });
  await customer.close();
  await bringToLaundryThroughApi(baseURL!, request, booking.id, 2);

  // --- The laundry's counter signs in with the code the outbox holds.
  await page.goto('/vendor');
  await expect(page.getByRole('heading', { name: 'Sign in to your laundry' })).toBeVisible();
  await page.getByLabel('Mobile number').fill(DEMO_LAUNDRY_PHONE);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Enter OTP').fill(await codeFor(request, DEMO_LAUNDRY_PHONE));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/vendor\/orders$/);
  await expect(page.getByText('Sunita Devi ·').first()).toBeVisible();

  const column = (name: RegExp) => page.getByRole('region', { name });
  const incoming = column(/On the way in/);
  const atLaundry = column(/At the laundry/);
  const ready = column(/^Ready/);
  const card = page.getByRole('article', { name: booking.custom_order_id });
  await expect(incoming.getByRole('article', { name: booking.custom_order_id })).toBeVisible();
  await expect(card).toContainText('Kavya');
  await expect(card).not.toContainText('Rao');
  await expect(card).toContainText('Fold the shirts, no starch');
  await expect(card).toContainText('Pickup: Ravi Kumar');
  await page.screenshot({ path: `${SCREENSHOTS}/vendor-board-1024.png` });

  // --- Received: the order moves to the laundry's list.
  // Its two tags scanned in at the counter (the garments journey scans them on this screen; decision 0034).
  await laundryScansThroughApi(baseURL!, request, booking.id, 'intake', page.request);
  await card.getByRole('button', { name: 'Mark received' }).click();
  await expect(atLaundry.getByRole('article', { name: booking.custom_order_id })).toBeVisible();

  // --- Its rack, from the details.
  await card.getByRole('button', { name: `Details of ${booking.custom_order_id}` }).click();
  const details = page.getByRole('dialog');
  await details.getByLabel('Rack position').fill('r2-07');
  await details.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(details.getByLabel('Rack position')).toHaveValue('R2-07');
  await expect(details.getByLabel('Rack R2-07')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/vendor-details-1024.png` });
  await details.getByRole('button', { name: 'Start processing' }).click();
  await expect(details.getByRole('button', { name: 'Mark ready' })).toBeVisible();
  await page.keyboard.press('Escape');

  // --- Ready once both tags are packed: waiting for the delivery rider.
  await laundryScansThroughApi(baseURL!, request, booking.id, 'packing', page.request);
  await atLaundry.getByRole('article', { name: booking.custom_order_id }).getByRole('button', { name: 'Mark ready' }).click();
  await expect(ready.getByRole('article', { name: booking.custom_order_id })).toContainText('Waiting for the delivery rider.');
  await expect(ready.getByRole('article', { name: booking.custom_order_id })).toContainText('R2-07');
  await page.screenshot({ path: `${SCREENSHOTS}/vendor-board-ready-1024.png` });

  // --- The same board on a phone: one list at a time, with the counts on its tabs.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: /^Ready/ }).click();
  await expect(ready.getByRole('article', { name: booking.custom_order_id })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/vendor-board-390.png`, fullPage: true });
});
