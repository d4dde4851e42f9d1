import { expect, test, type Page } from '@playwright/test';
import { bookPickupThroughApi, closeToasts, signInFromHome } from './support/customer';
import { DEMO_ADMIN, DEMO_RIDER_PHONE, completeOrderThroughApi, signInRiderThroughApi } from './support/lifecycle';
import { uniquePhone } from './support/outbox';

// Ratings and tips (docs/decisions/0041-ratings-and-tips.md): after delivery the customer rates the order and its
// rider and tips through the local provider's test checkout; the rider sees the tip and the rating on their dashboard.
// RATINGS_SHOTS=<dir> also saves the screens at 390×844 and 1440×900, in English and Hindi, to be looked at.

const SHOTS = process.env.RATINGS_SHOTS;
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  // Finite animations only: a spinner turns for ever.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => null)),
    ),
  );
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
};
/** The rider's screens follow this phone's choice; a customer's follow their saved preference. */
const inHindi = async (page: Page, hindi: boolean, customerOrigin?: string) => {
  if (customerOrigin) {
    const language = hindi ? 'hindi' : 'english';
    const saved = await page.request.put('/api/preferences', {
      headers: { Origin: customerOrigin },
      data: { communication: { language } },
    });
    expect(saved.ok()).toBe(true);
  }
  await page.evaluate((language) => localStorage.setItem('washday.language', language), hindi ? 'hi' : 'en');
  await page.reload();
};

test('the customer rates a delivered order with a ₹50 tip, and the rider sees both', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  test.setTimeout(240_000);
  const phone = uniquePhone('8');
  await signInFromHome(page, request, phone, 'Ananya Sharma');
  const booking = await bookPickupThroughApi(page, baseURL!, phone, {
    flatNo: 'Flat 804, Tower C',
    contactPerson: 'Ananya',
    deliveryInDays: 3,
  });
  const orderId = booking.custom_order_id;
  await completeOrderThroughApi(baseURL!, request, booking.id, page.request);

  await page.reload();
  await closeToasts(page);
  await page.getByRole('button', { name: 'My Bookings' }).click();
  const card = page.getByRole('article', { name: `Booking ${orderId}` });
  await card.getByRole('button', { name: `Rate order ${orderId}` }).click();

  const sheet = page.getByRole('dialog', { name: 'Rate your order' });
  await expect(sheet).toContainText(orderId);
  await sheet.getByRole('radiogroup', { name: 'How was your order?' }).getByRole('radio', { name: '5 stars' }).click();
  await expect(sheet).toContainText('Excellent');
  await sheet
    .getByRole('radiogroup', { name: /^How was .+, your rider\?$/ })
    .getByRole('radio', { name: '4 stars' })
    .click();
  await sheet.getByRole('button', { name: 'On time' }).click();
  await sheet.getByRole('button', { name: 'Careful with clothes' }).click();
  await sheet.getByLabel('Anything else? (optional)').fill('Shirts came back crisp, thank you');
  await sheet.getByRole('radio', { name: '₹50' }).click();
  await shot(page, 'customer-rate-sheet-390-en');
  for (const tap of await sheet.getByRole('radio').all()) {
    const box = await tap.boundingBox();
    expect(box!.height, 'stars and tip chips are comfortable tap targets').toBeGreaterThanOrEqual(44);
  }
  await sheet.getByRole('button', { name: 'Submit and tip ₹50' }).click();

  const checkout = page.getByRole('dialog', { name: 'Test payment (local provider)' });
  await expect(checkout).toContainText('₹50');
  await shot(page, 'customer-tip-checkout-390-en');
  await checkout.getByRole('button', { name: 'Pay ₹50' }).click();
  await expect(checkout).toBeHidden();
  await expect(sheet).toBeHidden();
  await expect(card).toContainText('You rated 5 of 5');
  await expect(card).toContainText('Tipped ₹50');
  await closeToasts(page);
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'customer-card-390-en');

  // Within 7 days the rating can be changed; the tip is shown as given.
  await card.getByRole('button', { name: 'Edit your rating' }).click();
  await expect(sheet).toContainText('You tipped ₹50. Thank you!');
  await expect(
    sheet.getByRole('radiogroup', { name: 'How was your order?' }).getByRole('radio', { name: '5 stars' }),
  ).toHaveAttribute('aria-checked', 'true');
  await expect(sheet.getByRole('button', { name: 'On time' })).toHaveAttribute('aria-pressed', 'true');
  if (SHOTS) {
    await inHindi(page, true, baseURL!);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    // The reload keeps My Bookings open (its view is in the address).
    await page
      .getByRole('article', { name: new RegExp(orderId) })
      .getByRole('button', { name: 'अपनी रेटिंग बदलें' })
      .click();
    await expect(page.getByRole('dialog')).toContainText('आपका ऑर्डर कैसा रहा?');
    await shot(page, 'customer-rate-sheet-390-hi');
    await page.setViewportSize({ width: 1440, height: 900 });
    await shot(page, 'customer-rate-sheet-1440-hi');
    await inHindi(page, false, baseURL!);
    await page
      .getByRole('article', { name: `Booking ${orderId}` })
      .getByRole('button', { name: 'Edit your rating' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Rate your order' })).toBeVisible();
    await shot(page, 'customer-rate-sheet-1440-en');
  }

  // The rider's dashboard: the tip in full and the rating, with the customer's first name (not a low rating).
  const riderContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const rider = await riderContext.newPage();
  try {
    // Signing in through the context's own requests signs its pages in too (the session cookie); a code asked for a
    // moment ago (the delivery) is waited out.
    await signInRiderThroughApi(riderContext.request, request, DEMO_RIDER_PHONE);
    await rider.goto('/rider/dashboard');
    const feedback = rider.getByTestId('rider-feedback');
    await expect(feedback).toBeVisible({ timeout: 20_000 });
    await expect(feedback.getByRole('heading', { name: 'Tips and ratings' })).toBeVisible();
    await expect(feedback.getByTestId('rider-tips-total')).toHaveText('₹50');
    await expect(feedback).toContainText(`Order ${orderId}`);
    await expect(feedback.getByRole('img', { name: '4 of 5 stars' })).toBeVisible();
    await expect(feedback).toContainText('from Ananya');
    await expect(feedback).toContainText('Shirts came back crisp, thank you');
    await feedback.scrollIntoViewIfNeeded();
    await shot(rider, 'rider-feedback-390-en');
    if (SHOTS) {
      await inHindi(rider, true);
      await expect(rider.getByTestId('rider-feedback')).toContainText('टिप और रेटिंग');
      await rider.getByTestId('rider-feedback').scrollIntoViewIfNeeded();
      await shot(rider, 'rider-feedback-390-hi');
      await rider.setViewportSize({ width: 1440, height: 900 });
      await rider.getByTestId('rider-feedback').scrollIntoViewIfNeeded();
      await shot(rider, 'rider-feedback-1440-hi');
      await inHindi(rider, false);
      await rider.getByTestId('rider-feedback').scrollIntoViewIfNeeded();
      await shot(rider, 'rider-feedback-1440-en');
    }
  } finally {
    await riderContext.close();
  }

  if (SHOTS) {
    const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const admin = await adminContext.newPage();
    try {
      await admin.goto('/admin?tab=analytics');
      await admin.getByLabel('Username').fill(DEMO_ADMIN.username);
      await admin.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
      await admin.getByRole('button', { name: 'Sign In' }).click();
      const ratings = admin.getByTestId('ratings-section');
      await expect(ratings).toContainText(orderId, { timeout: 30_000 });
      await ratings.scrollIntoViewIfNeeded();
      await shot(admin, 'admin-ratings-1440');
      await admin.getByRole('heading', { name: 'Lowest-rated orders' }).scrollIntoViewIfNeeded();
      await shot(admin, 'admin-lowest-1440');
      await admin.setViewportSize({ width: 390, height: 844 });
      await admin.getByRole('heading', { name: 'Ratings and tips' }).scrollIntoViewIfNeeded();
      await shot(admin, 'admin-ratings-390');
    } finally {
      await adminContext.close();
    }
  }
});
