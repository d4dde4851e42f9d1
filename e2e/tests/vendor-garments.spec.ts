import { expect, request as playwrightRequest, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { bookPickupThroughApi, closeToasts, signInFromHome } from './support/customer';
import { typeDoorCodes } from './support/garments';
import { DEMO_ADMIN, DEMO_VENDOR_ID, okJson } from './support/lifecycle';
import { codeFor, PNG, uniquePhone } from './support/outbox';
import { answerMapsLinks, signInRiderOnPage } from './support/rider';
import { printLabelCodes, typeTagCodes } from './support/tags';

// Issue 27 across four screens: the customer and the rider on 390×844 phones, the laundry on a 1024×768 tablet (this
// project's page), operations at 1440×900. Three garments are tagged at the door from a printed sheet, scanned in at
// the laundry, one is noted with a stain and a photo and the customer approves cleaning it, all three are packed, the
// delivery rider checks all three at the door before the handover code, and the customer's claim on one is compensated.
const SCREENSHOTS = 'test-results/screenshots';
const RIDER = { phone: '9810000003', name: 'Anil Yadav' };
const RIDER_POSITION = { latitude: 28.3985, longitude: 77.0401 };
const phone = (browser: Browser, baseURL: string, extra: Parameters<Browser['newContext']>[0] = {}) =>
  browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, ...extra });

async function typeScans(page: Page, codes: readonly string[], done: (count: number) => string) {
  const field = page.getByRole('dialog').getByLabel('Tag code');
  for (const [index, code] of codes.entries()) {
    await field.fill(code);
    await field.press('Enter');
    await expect(page.getByRole('dialog').getByTestId('scan-progress')).toHaveText(done(index + 1));
  }
}

test('three garments tagged at the door reach the laundry, are inspected, packed, checked at the door and one is claimed', async ({
  page: laundry,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const admin = await playwrightRequest.newContext({ baseURL });
  const { data: adminLogin } = await okJson<{ data: { token: string } }>(
    await admin.post('/api/auth/login', { data: DEMO_ADMIN }),
  );
  const asAdmin = { Authorization: `Bearer ${adminLogin.token}` };

  // --- The customer books dry cleaning: two shirts and a coat, each tagged on its own.
  const customerContext = await phone(browser, baseURL!);
  const customer = await customerContext.newPage();
  const customerPhone = uniquePhone('7');
  await signInFromHome(customer, request, customerPhone, 'Meera Kapoor');
  const booking = await bookPickupThroughApi(customer, baseURL!, customerPhone, {
    flatNo: 'Flat 1104, Tower C',
    contactPerson: 'Meera',
    deliveryInDays: 4,
    services: [
      { id: 'dc-men-shirt', quantity: 2 },
      { id: 'dc-men-coat', quantity: 1 },
    ],
  });
  const orderId = booking.custom_order_id;
  await customer.getByRole('button', { name: 'My Bookings' }).click();
  const bookingCard = customer.getByRole('article', { name: `Booking ${orderId}` });
  await expect(bookingCard).toBeVisible();

  // --- The rider tags the three garments at the door with labels from a printed sheet (typed, as without a camera).
  const riderContext = await phone(browser, baseURL!, { geolocation: RIDER_POSITION, permissions: ['geolocation'] });
  const rider = await riderContext.newPage();
  await answerMapsLinks(riderContext);
  await signInRiderOnPage(rider, request, RIDER.phone);
  await expect(rider).toHaveURL(/\/rider\/dashboard$/);
  const riderId = (await okJson<{ rider: { _id: string } }>(await rider.request.get('/api/riders/me'))).rider._id;
  const assign = async (orderType: 'pickup' | 'delivery') =>
    okJson(await admin.post('/api/admin/orders/assign', { headers: asAdmin, data: { orderId: booking.id, riderId, orderType } }));
  await okJson(await admin.put(`/api/admin/bookings/${booking.id}/status`, { headers: asAdmin, data: { status: 'confirmed' } }));
  await assign('pickup');
  const job = rider.getByRole('article', { name: new RegExp(orderId) });
  await expect(job).toBeVisible();
  const activeSwitch = rider.getByRole('switch', { name: /active/i });
  if ((await activeSwitch.getAttribute('aria-checked')) !== 'true') await activeSwitch.click();
  await expect(rider.getByText('Location tracking active')).toBeVisible();
  await job.getByRole('button', { name: 'Accept & Navigate' }).click();
  await closeToasts(rider);
  await job.getByRole('button', { name: 'Start & Navigate' }).click();
  await expect(rider.getByText('Order started successfully!')).toBeVisible();
  await closeToasts(rider);
  await job.getByRole('button', { name: /Complete Pickup/ }).click();
  const complete = rider.getByRole('dialog');
  await complete.getByLabel(/collected/i).fill('3');
  const codes = await printLabelCodes(baseURL!, 3);
  await typeTagCodes(complete, codes);
  await complete.getByRole('button', { name: /Complete/ }).click();
  await expect(rider.getByText('Pickup completed: 3 items on the way to the laundry')).toBeVisible();
  await okJson(
    await admin.post('/api/admin/orders/assign-vendor', {
      headers: asAdmin,
      data: { orderId: booking.id, vendorData: { vendorId: DEMO_VENDOR_ID } },
    }),
  );

  // --- Operations give the laundry's new counter hand an account; she signs in on the tablet and scans the tags in.
  const staffPhone = uniquePhone('9');
  await okJson(
    await admin.post(`/api/admin/vendors/${DEMO_VENDOR_ID}/staff`, {
      headers: asAdmin,
      data: { name: 'Pooja Verma', phone: staffPhone },
    }),
  );
  await laundry.goto('/vendor');
  await laundry.getByLabel('Mobile number').fill(staffPhone);
  await laundry.getByRole('button', { name: 'Send code' }).click();
  await laundry.getByLabel('Enter OTP').fill(await codeFor(request, staffPhone));
  await laundry.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(laundry).toHaveURL(/\/vendor\/orders$/);
  const card = laundry.getByRole('article', { name: orderId });
  await card.getByRole('button', { name: `Details of ${orderId}` }).click();
  const details = laundry.getByRole('dialog');
  await expect(details.getByRole('heading', { name: 'Scan in' })).toBeVisible();
  await typeScans(laundry, codes, (n) => `${n} of 3 scanned in`);
  await expect(details.getByText('Every tag is in.')).toBeVisible();
  await laundry.screenshot({ path: `${SCREENSHOTS}/vendor-intake-1024.png` });
  await expectAccessible(laundry, 'the laundry scanning tags in');
  await details.getByRole('button', { name: 'Mark received' }).click();

  // --- Inspection: a stain on the coat, with a photo; the customer is asked before it is cleaned.
  const coat = codes[2]!;
  await expect(details.getByRole('heading', { name: 'Inspection' })).toBeVisible();
  const form = details.getByRole('form', { name: 'Inspection note' });
  await form.getByRole('radio', { name: new RegExp(coat) }).check({ force: true });
  await form.getByRole('checkbox', { name: 'Stain' }).check();
  await form.getByLabel('Note').fill('Ink stain on the left cuff; the lining may run at the usual temperature');
  await form.getByRole('checkbox', { name: 'Ask the customer before cleaning' }).check();
  await form.locator('input[type=file]').setInputFiles({ name: 'cuff.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Save note' }).click();
  await expect(form.getByRole('status')).toContainText('The customer has been asked before cleaning');
  await closeToasts(laundry);
  await details.getByRole('heading', { name: 'Inspection' }).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  await laundry.screenshot({ path: `${SCREENSHOTS}/vendor-inspection-1024.png` });
  await expectAccessible(laundry, 'the laundry inspecting a garment');
  // Cleaning waits for the customer's answer.
  await details.getByRole('button', { name: 'Start processing' }).click();
  await expect(details.getByRole('alert').filter({ hasText: "Waiting for the customer's answer on" })).toContainText(coat);

  // --- The customer sees each garment's trail and the laundry's note, and approves cleaning the coat.
  await bookingCard.getByRole('button', { name: `Track order ${orderId}` }).click();
  const track = customer.getByRole('dialog');
  const garments = track.getByRole('region', { name: 'Your garments' });
  await expect(garments).toContainText('Checked in at the laundry');
  await expect(garments).toContainText('Ink stain on the left cuff');
  await expect(garments.getByRole('button', { name: new RegExp(`Open inspection photo 1 of ${coat}`) })).toBeVisible();
  await closeToasts(customer);
  await garments.evaluate((section) => section.scrollIntoView({ block: 'start' }));
  await customer.screenshot({ path: `${SCREENSHOTS}/customer-garments-390.png` });
  await expectAccessible(customer, "the customer's garments with the laundry's question");
  await garments.getByRole('button', { name: `Approve cleaning ${coat}` }).click();
  await expect(garments).toContainText('You approved cleaning it as booked');
  await customer.keyboard.press('Escape');

  // --- The laundry cleans, packs the three and marks the order ready.
  await details.getByRole('button', { name: 'Start processing' }).click();
  await expect(details.getByRole('heading', { name: 'Pack' })).toBeVisible();
  await typeScans(laundry, codes, (n) => `${n} of 3 packed`);
  await details.getByRole('button', { name: 'Mark ready' }).click();
  await expect(details.getByText('Waiting for the delivery rider.')).toBeVisible();
  await laundry.keyboard.press('Escape');

  // --- The delivery: cash at the door, then every tag checked before the handover code.
  await assign('delivery');
  const delivery = rider.getByRole('article', { name: new RegExp(orderId) });
  await expect(delivery).toContainText(/Delivery/);
  await delivery.getByRole('button', { name: 'Accept & Navigate' }).click();
  await closeToasts(rider);
  await delivery.getByRole('button', { name: 'Start & Navigate' }).click();
  await expect(rider.getByText('Order started successfully!')).toBeVisible();
  await closeToasts(rider);
  const { bill } = await okJson<{ bill: { due: number } }>(await rider.request.get(`/api/riders/orders/${booking.id}/payment`));
  await okJson(
    await rider.request.post(`/api/riders/orders/${booking.id}/payments/cash`, {
      headers: { Origin: baseURL! },
      data: { received: bill.due },
    }),
  );
  const { booking: shown } = await okJson<{ booking: { handover_code: string } }>(
    await customer.request.get(`/api/bookings/${booking.id}`),
  );
  await rider.goto(`/rider/orders/${booking.id}`);
  await rider.getByRole('button', { name: 'Complete Delivery' }).click();
  const handover = rider.getByRole('dialog', { name: 'Complete delivery' });
  await typeDoorCodes(handover, codes);
  await expect(handover.getByText('Every tag is here. Ask for the handover code.')).toBeVisible();
  await rider.screenshot({ path: `${SCREENSHOTS}/rider-door-check-390.png` });
  await expectAccessible(rider, 'the rider checking tags at the door');
  await handover.getByLabel('Handover code').fill(shown.handover_code);
  await handover.getByRole('button', { name: 'Complete delivery' }).click();
  await expect(rider).toHaveURL(/\/rider\/dashboard$/);
  await expect(bookingCard).toContainText(/Completed/);

  // --- The customer claims the coat was damaged; operations compensate ₹150 as a refund.
  await bookingCard.getByRole('button', { name: `Report a problem with order ${orderId}` }).click();
  const report = customer.getByRole('dialog');
  await report.getByRole('radio', { name: 'Damaged' }).check({ force: true });
  const garment = report.getByLabel('Garment');
  const coatOption = (await garment.locator('option', { hasText: coat }).textContent())!;
  await garment.selectOption({ label: coatOption });
  await report.getByLabel('Describe the problem').fill('The lining of the coat has run into the sleeve');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report).toBeHidden();
  await expect(bookingCard).toContainText('Claim open');

  const operations = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const ops = await operations.newPage();
  await ops.goto('/admin?tab=payments&sub=claims');
  await ops.getByLabel('Username').fill(DEMO_ADMIN.username);
  await ops.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await ops.getByRole('button', { name: 'Sign In' }).click();
  await ops.getByRole('button', { name: `Review claim on ${orderId}` }).click();
  const review = ops.getByRole('dialog', { name: `Claim on ${orderId}` });
  // The garment's trail holds the laundry's note from before cleaning.
  await expect(review).toContainText('Ink stain on the left cuff');
  await ops.screenshot({ path: `${SCREENSHOTS}/admin-claim-review-1440.png` });
  await expectAccessible(ops, 'the claim review with the inspection photo');
  await review.getByLabel(/^Amount/).fill('150');
  await review.getByRole('button', { name: 'Compensate' }).click();
  await expect(review).toBeHidden();
  await expect(bookingCard).toContainText('Compensated ₹150 as refund');

  await admin.dispose();
  await operations.close();
  await riderContext.close();
  await customerContext.close();
});
