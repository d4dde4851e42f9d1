import { expect, request as playwrightRequest, test } from '@playwright/test';
import { bookPickupThroughApi, closeToasts, signInFromHome } from './support/customer';
import { doorCodesOf, laundryScansThroughApi, typeDoorCodes } from './support/garments';
import { DEMO_ADMIN, okJson } from './support/lifecycle';
import { PNG, uniquePhone } from './support/outbox';
import { answerMapsLinks, expectMapsOpened, signInRiderOnPage } from './support/rider';
import { printLabelCodes, typeTagCodes } from './support/tags';

// The demo seed's second approved rider (apps/api/src/db/seed/seed-demo.ts), who has no jobs of their own.
const RIDER = { phone: '9810000003', name: 'Anil Yadav' };
// Where the rider's phone says they are: near the customer in Sector 69, Gurugram.
const RIDER_POSITION = { latitude: 28.3985, longitude: 77.0401 };
const SCREENSHOTS = 'test-results/screenshots';

test('a rider works an order from assignment to delivery, the customer approving a change on their own phone', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);

  // --- The customer books (through the API with their own session) and keeps My Bookings open.
  const phone = uniquePhone('6');
  await signInFromHome(page, request, phone, 'Kavya Nair');
  const booking = await bookPickupThroughApi(page, baseURL!, phone, {
    flatNo: 'House 22, Block B',
    contactPerson: 'Kavya',
    deliveryInDays: 3,
  });
  const orderId = booking.custom_order_id;
  await page.getByRole('button', { name: 'My Bookings' }).click();
  const bookingCard = page.getByRole('article', { name: `Booking ${orderId}` });
  await expect(bookingCard).toContainText(/Pending/);

  // --- The rider signs in on their own phone, location allowed.
  const riderContext = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    geolocation: RIDER_POSITION,
    permissions: ['geolocation'],
  });
  const rider = await riderContext.newPage();
  const mapsOpened = await answerMapsLinks(riderContext);
  await signInRiderOnPage(rider, request, RIDER.phone);
  await expect(rider).toHaveURL(/\/rider\/dashboard$/);
  await expect(rider.getByText('No orders assigned yet')).toBeVisible();

  // --- Operations confirm and assign the pickup; the job appears on the rider's dashboard without a reload.
  const admin = await playwrightRequest.newContext({ baseURL });
  const { data: adminLogin } = await okJson<{ data: { token: string } }>(
    await admin.post('/api/auth/login', { data: DEMO_ADMIN }),
  );
  const asAdmin = { Authorization: `Bearer ${adminLogin.token}` };
  const riderId = (await okJson<{ rider: { _id: string } }>(await rider.request.get('/api/riders/me'))).rider._id;
  await okJson(await admin.put(`/api/admin/bookings/${booking.id}/status`, { headers: asAdmin, data: { status: 'confirmed' } }));
  await okJson(
    await admin.post('/api/admin/orders/assign', {
      headers: asAdmin,
      data: { orderId: booking.id, riderId, orderType: 'pickup' },
    }),
  );

  const job = rider.getByRole('article', { name: new RegExp(orderId) });
  await expect(job).toBeVisible();
  await expect(job).toContainText('Kavya');
  await expect(job.getByRole('button', { name: 'Cannot Accept' })).toBeDisabled();
  await rider.screenshot({ path: `${SCREENSHOTS}/rider-dashboard-inactive.png` });

  // --- The rider goes active (the phone's position is shared), accepts and starts.
  await rider.getByRole('switch', { name: /active/i }).click();
  await expect(rider.getByText('You are now active')).toBeVisible();
  await expect(rider.getByText('Location tracking active')).toBeVisible();
  await job.getByRole('button', { name: 'Accept & Navigate' }).click();
  await expect(rider.getByText('Order accepted successfully!')).toBeVisible();
  await closeToasts(rider);
  await job.getByRole('button', { name: 'Start & Navigate' }).click();
  await expect(rider.getByText('Order started successfully!')).toBeVisible();
  await expectMapsOpened(rider, mapsOpened, 2);
  // From where the rider stands to the customer's door.
  expect(decodeURIComponent(mapsOpened[0]!)).toContain('origin=28.3985,77.0401');
  expect(decodeURIComponent(mapsOpened[0]!)).toContain('destination=28.396,77.037');
  await closeToasts(rider);
  await job.evaluate((card) => card.scrollIntoView({ block: 'center' }));
  await rider.screenshot({ path: `${SCREENSHOTS}/rider-order-card.png` });

  // --- At the door: one more shirt to iron. The rider adds it and sends it for the customer's verification.
  await job.getByRole('link', { name: 'Edit Order' }).click();
  await expect(rider).toHaveURL(new RegExp(`/rider/orders/${booking.id}$`));
  await rider.getByRole('button', { name: 'Edit Order' }).click();
  const addPanel = rider.getByRole('region', { name: 'Add Service' });
  await addPanel.getByRole('tab', { name: 'Iron', exact: true }).click();
  await addPanel.getByLabel('Service', { exact: true }).selectOption('iron-regular');
  await addPanel.getByLabel('Quantity', { exact: true }).fill('1');
  await addPanel.getByRole('button', { name: 'Add Service' }).click();
  await rider.getByRole('button', { name: 'Send for Verification' }).click();
  await expect(rider.getByRole('button', { name: 'Waiting for Customer' })).toBeDisabled();
  await closeToasts(rider);
  await rider.screenshot({ path: `${SCREENSHOTS}/rider-order-page.png` });

  // --- The customer approves on their phone.
  const banner = page.getByRole('alert').filter({ hasText: /Need Your Approval/ });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Review Now' }).click();
  const review = page.getByRole('dialog', { name: 'Review order changes' });
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(review).toBeHidden();

  // --- The rider sees Approved without a reload, saves, confirms the count and completes the pickup.
  await expect(rider.getByText('Approved', { exact: false }).first()).toBeVisible();
  await rider.getByRole('button', { name: 'Save Order' }).click();
  await expect(rider.getByRole('button', { name: 'Edit Order' })).toBeVisible();
  await rider.getByRole('link', { name: /back/i }).click();
  await job.getByRole('button', { name: /Complete Pickup/ }).click();
  const complete = rider.getByRole('dialog');
  await complete.getByLabel(/collected/i).fill('3');
  // Three labels from the sheet the rider carries, one on each item; Complete waits until all three are tagged.
  await expect(complete.getByRole('button', { name: /Complete/ })).toBeDisabled();
  await typeTagCodes(complete, await printLabelCodes(baseURL!, 3));
  await expect(complete.getByTestId('tag-progress')).toHaveText('3 of 3 tagged');
  await rider.screenshot({ path: `${SCREENSHOTS}/rider-tag-items.png` });
  await complete.locator('input[type=file]').setInputFiles({ name: 'bags.png', mimeType: 'image/png', buffer: PNG });
  await expect(complete.getByRole('img', { name: /photo 1/i })).toBeVisible();
  await complete.getByRole('button', { name: /Complete/ }).click();
  await expect(rider.getByText('Pickup completed: 3 items on the way to the laundry')).toBeVisible();
  await expect(job).toBeHidden();

  // --- Operations take it through the vendor and give the rider the delivery.
  for (const status of ['received', 'processing', 'ready']) {
    if (status === 'received') {
      await okJson(
        await admin.post('/api/admin/orders/assign-vendor', {
          headers: asAdmin,
          data: { orderId: booking.id, vendorData: { vendorId: 'vendor-sector-14' } },
        }),
      );
    }
    // The laundry scans the tags in before it is received, and packs them before it is ready (decision 0034).
    if (status === 'received') await laundryScansThroughApi(baseURL!, request, booking.id, 'intake');
    if (status === 'ready') await laundryScansThroughApi(baseURL!, request, booking.id, 'packing');
    await okJson(await admin.put(`/api/admin/bookings/${booking.id}/status`, { headers: asAdmin, data: { status } }));
  }
  await okJson(
    await admin.post('/api/admin/orders/assign', {
      headers: asAdmin,
      data: { orderId: booking.id, riderId, orderType: 'delivery' },
    }),
  );
  const delivery = rider.getByRole('article', { name: new RegExp(orderId) });
  await expect(delivery).toContainText(/Delivery/);
  await delivery.getByRole('button', { name: 'Accept & Navigate' }).click();
  await closeToasts(rider);
  await delivery.getByRole('button', { name: 'Start & Navigate' }).click();
  await closeToasts(rider);

  // --- At the door the money comes first: the card leads to collecting it, and the handover code waits until it is paid.
  await expect(delivery.getByRole('button', { name: 'Complete Delivery' })).toHaveCount(0);
  await delivery.getByRole('link', { name: 'Collect payment' }).click();
  await expect(rider).toHaveURL(new RegExp(`/rider/orders/${booking.id}$`));
  const collect = rider.getByRole('region', { name: 'Payment' });
  await expect(collect).toContainText('To collect: ₹');
  const due = Number((await collect.getByText(/^₹[\d,]+(\.\d\d)?$/).textContent())!.replace(/[₹,]/g, ''));
  expect(due).toBeGreaterThan(0);
  await expect(rider.getByRole('button', { name: 'Complete Delivery' })).toBeDisabled();
  await expect(rider.getByText(`Collect ₹${due.toLocaleString('en-IN')} before completing the delivery.`)).toBeVisible();
  await closeToasts(rider);
  await collect.evaluate((panel) => panel.scrollIntoView({ block: 'center' }));
  await rider.screenshot({ path: `${SCREENSHOTS}/rider-collect-panel.png` });

  // The customer hands over the next ₹500 up; the change to give back shows as the amount is typed.
  const handed = Math.ceil((due + 1) / 500) * 500;
  await collect.getByRole('button', { name: 'Cash received' }).click();
  const cash = rider.getByRole('dialog', { name: 'Cash received' });
  await cash.getByLabel('Cash handed over (₹)').fill(String(handed));
  const change = `₹${(handed - due).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
  await expect(cash.getByText(`Give back ${change}`)).toBeVisible();
  await rider.screenshot({ path: `${SCREENSHOTS}/rider-cash-received.png` });
  await cash.getByRole('button', { name: `Confirm ₹${handed.toLocaleString('en-IN')} received` }).click();
  await expect(cash).toBeHidden();
  await expect(collect.getByRole('status')).toHaveText(`Cash received. Give back ${change} change.`);
  await expect(collect).toContainText('Paid ✓ Cash');

  // --- The handover code comes from the customer's screen.
  await expect(bookingCard).toContainText('Laundry + Fold');
  const code = (await page.getByTestId('handover-code').first().locator('p.font-mono').textContent())!.trim();
  expect(code).toMatch(/^\d{4}$/);
  await rider.getByRole('button', { name: 'Complete Delivery' }).click();
  const handover = rider.getByRole('dialog');
  // Every tag checked at the door first (decision 0034): the three labels put on at the pickup.
  await typeDoorCodes(handover, await doorCodesOf(rider.request, booking.id));
  const wrong = code === '0000' ? '1111' : '0000';
  await handover.getByLabel(/handover code/i).fill(wrong);
  await handover.getByRole('button', { name: /Complete/ }).click();
  await expect(handover.getByText(/handover code is incorrect/)).toBeVisible();
  await handover.getByLabel(/handover code/i).fill(code);
  await handover.getByRole('button', { name: /Complete/ }).click();
  await expect(rider).toHaveURL(/\/rider\/dashboard$/);
  await expect(delivery).toBeHidden();
  await expect(bookingCard).toContainText(/Completed/);

  await admin.dispose();
  await riderContext.close();
});
