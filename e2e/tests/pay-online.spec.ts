import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { bookPickupThroughApi, closeToasts, signInFromHome } from './support/customer';
import { assignPickupThroughApi, DEMO_RIDER_PHONE, okJson, signInRiderThroughApi } from './support/lifecycle';
import { uniquePhone } from './support/outbox';
import { tagPickupThroughApi } from './support/tags';

// Paying online (docs/decisions/0033-money.md): once the pickup is completed the bill is final, and the customer pays
// what is due from My Bookings. Journeys run the local provider, whose test checkout stands in for Razorpay's window.

/** Near the demo addresses in Sector 69, Gurugram. */
const RIDER_POSITION = { lat: 28.3985, lng: 77.0401 };

/** Lets running transitions end, so axe reads a dialog at its full colours. */
const animationsDone = (page: Page) =>
  page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))));

/** Operations confirm and assign the pickup; the demo rider goes active, accepts, starts and completes it. */
async function completePickupThroughApi(baseURL: string, outbox: APIRequestContext, bookingId: string) {
  const rider = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await signInRiderThroughApi(rider, outbox, DEMO_RIDER_PHONE);
    const headers = { Authorization: `Bearer ${login.token}` };
    await okJson(await rider.post('/api/riders/toggle-status', { headers, data: { isActive: true, location: RIDER_POSITION } }));
    await assignPickupThroughApi(baseURL, bookingId, login.rider._id);
    for (const [action, extra] of [['accept'], ['start'], ['complete', { itemCount: 2 }]] as const) {
      // Both items tagged before the pickup completes (decision 0034).
      if (action === 'complete') await tagPickupThroughApi(baseURL, rider, headers, bookingId, 2);
      await okJson(
        await rider.post('/api/riders/order-action', {
          headers,
          data: { orderId: bookingId, action, location: RIDER_POSITION, ...extra },
        }),
      );
    }
    await okJson(await rider.post('/api/riders/toggle-status', { headers, data: { isActive: false } }));
  } finally {
    await rider.dispose();
  }
}

test('the customer pays a picked-up order online from My Bookings and sees Paid without a reload', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const phone = uniquePhone('9');
  await signInFromHome(page, request, phone, 'Kavya Rao');
  const booking = await bookPickupThroughApi(page, baseURL!, phone, {
    flatNo: 'Flat 302, Tower A',
    contactPerson: 'Kavya',
    deliveryInDays: 3,
  });
  const orderId = booking.custom_order_id;

  await closeToasts(page);
  await page.getByRole('button', { name: 'My Bookings' }).click();
  const card = page.getByRole('article', { name: `Booking ${orderId}` });
  // Before the pickup the bill is an estimate, with nothing to pay yet.
  await expect(card).toContainText('Estimated');
  await expect(card.getByRole('button', { name: /^Pay ₹/ })).toHaveCount(0);

  await completePickupThroughApi(baseURL!, request, booking.id);
  // The live stream moves the card on; the bill is now final with GST inside.
  const pay = card.getByRole('button', { name: new RegExp(`^Pay ₹[\\d,.]+ now for ${orderId}$`) });
  await expect(pay).toBeVisible();
  await expect(card).toContainText(/Total₹[\d,.]+\(incl\. GST ₹[\d,.]+\)/);
  await expect(card).toContainText('Payment pending');
  const amount = /₹[\d,.]+/.exec((await pay.textContent()) ?? '')![0];
  const box = await pay.boundingBox();
  expect(box!.height, 'the Pay button is a comfortable tap target').toBeGreaterThanOrEqual(44);

  // A reload would drop this mark.
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

  // The bank declines first: nothing is paid and the customer may try again.
  await pay.click();
  const checkout = page.getByRole('dialog', { name: 'Test payment (local provider)' });
  await expect(checkout).toContainText(orderId);
  await expect(checkout).toContainText(amount);
  await animationsDone(page);
  await expectAccessible(page, 'the test checkout');
  await checkout.getByRole('button', { name: 'Decline' }).click();
  await expect(checkout).toBeHidden();
  await expect(card.getByRole('alert')).toHaveText('Payment failed. You can try again.');
  await expect(card).toContainText('Payment pending');
  await closeToasts(page);
  await expectAccessible(page, 'My Bookings with a bill to pay');

  await pay.click();
  await checkout.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(checkout).toBeHidden();
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  await expect(pay).toBeHidden();
  await expect(card.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

  // The server agrees.
  const money = await okJson<{ bill: { payment_status: string; due: number } }>(
    await page.request.get(`/api/bookings/${booking.id}/payments`),
  );
  expect(money.bill).toMatchObject({ payment_status: 'paid', due: 0 });
});
