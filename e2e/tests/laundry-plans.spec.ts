import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { bookPickupThroughApi, closeToasts, signInFromHome } from './support/customer';
import { adminThroughApi } from './support/dispatch';
import { assignPickupThroughApi, okJson, SECOND_DEMO_RIDER_PHONE, signInRiderThroughApi } from './support/lifecycle';
import { uniquePhone } from './support/outbox';
import { tagPickupThroughApi } from './support/tags';

// Laundry plans (docs/decisions/0042-laundry-plans.md): the customer subscribes and pays with the local provider's
// test checkout, then an order's final bill draws the plan's kilograms down.

const RIDER_POSITION = { lat: 28.3985, lng: 77.0401 };

const animationsDone = (page: Page) =>
  page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))));

/**
 * The demo's second rider completes the booking's pickup (two items tagged): its bill is final. Not the first: the next
 * journey (long-words) signs that one in, and a second code for one phone within a minute waits out the resend limit.
 */
async function completePickupThroughApi(baseURL: string, outbox: APIRequestContext, bookingId: string) {
  const rider = await playwrightRequest.newContext({ baseURL });
  try {
    const login = await signInRiderThroughApi(rider, outbox, SECOND_DEMO_RIDER_PHONE);
    const headers = { Authorization: `Bearer ${login.token}` };
    await okJson(await rider.post('/api/riders/toggle-status', { headers, data: { isActive: true, location: RIDER_POSITION } }));
    await assignPickupThroughApi(baseURL, bookingId, login.rider._id);
    for (const [action, extra] of [['accept'], ['start'], ['complete', { itemCount: 2 }]] as const) {
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

test('the customer subscribes to a plan, pays it with the test checkout, and an order draws the allowance down', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await adminThroughApi(baseURL!);
  const name = `Weekly Wash ${Date.now().toString(36).slice(-5)}`;
  await okJson(
    await admin.request.post('/api/admin/plans', {
      headers: admin.headers,
      data: {
        name,
        description: 'Ten kilograms of wash and fold every month',
        price: 999,
        kg_included: 10,
        pieces_included: 0,
        pickups_included: 4,
        dry_clean_discount_percent: 10,
        free_delivery: true,
        rollover: false,
      },
    }),
  );
  await admin.request.dispose();

  const phone = uniquePhone('8');
  await signInFromHome(page, request, phone, 'Nisha Kapoor');
  await closeToasts(page);
  // From the account menu to the Plans screen.
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Laundry plans' }).click();
  await expect(page.getByRole('heading', { name: 'Laundry plans', level: 1 })).toBeVisible();
  const offer = page.getByTestId('plan-offer').filter({ hasText: name });
  await expect(offer).toContainText('₹999/month');
  await expect(offer).toContainText('10 kg of laundry');

  await offer.getByRole('button', { name: `Choose ${name}` }).click();
  const checkout = page.getByRole('dialog', { name: 'Test checkout' });
  await expect(checkout).toContainText('₹999');
  await animationsDone(page);
  await expectAccessible(page, "the plan's test checkout");
  await checkout.getByRole('button', { name: 'Pay ₹999' }).click();
  await expect(checkout).toBeHidden();

  const card = page.getByTestId('plan-card');
  await expect(card).toContainText(name);
  await expect(card).toContainText('Active');
  await expect(card).toContainText('10 of 10 kg left');
  await expect(card).toContainText('4 of 4 pickups left');
  await expect(card.getByTestId('plan-renewal')).toContainText(/^Renews \d{1,2} [A-Z][a-z]{2}$/);
  // The paid month's GST tax invoice (decision 0042): its PDF downloads from the card.
  const invoiceLink = card.getByRole('link', { name: /^Download invoice [A-Z]+\/\d{2}-\d{2}\/\d+$/ });
  await expect(invoiceLink).toHaveAttribute('href', /^\/api\/plans\/cycles\/[0-9a-f-]{36}\/invoice\.pdf$/);
  const pdf = await page.request.get((await invoiceLink.getAttribute('href'))!);
  expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
  await closeToasts(page);
  await expectAccessible(page, 'the Plans screen with an active plan');

  // An order of 3 kg of Laundry + Fold: once its pickup is completed, the plan covers it all.
  const booking = await bookPickupThroughApi(page, baseURL!, phone, {
    flatNo: 'Flat 12, Tower C',
    contactPerson: 'Nisha',
    deliveryInDays: 3,
    services: [{ id: 'laundry-fold', quantity: 3 }],
  });
  await completePickupThroughApi(baseURL!, request, booking.id);
  await page.reload();
  await expect(card).toContainText('7 of 10 kg left');
  await expect(card).toContainText('3 of 4 pickups left');

  const usage = await okJson<{ usage: { covered: number; charged: number; lines: Array<{ kind: string; quantity: number }> } }>(
    await page.request.get(`/api/bookings/${booking.id}/plan-usage`),
  );
  expect(usage.usage).toMatchObject({ charged: 0, lines: [{ kind: 'kg', quantity: 3 }] });
  const money = await okJson<{ bill: { final: boolean; due: number } }>(
    await page.request.get(`/api/bookings/${booking.id}/payments`),
  );
  expect(money.bill).toMatchObject({ final: true, due: 0 });
});
