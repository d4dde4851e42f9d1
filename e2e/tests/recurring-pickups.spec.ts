import { expect, test, type Page } from '@playwright/test';
import { bookPickupThroughApi, closeToasts, signInFromHome } from './support/customer';
import { completeOrderThroughApi } from './support/lifecycle';
import { uniquePhone } from './support/outbox';

// Recurring pickups (docs/decisions/0040-recurring-pickups.md): from a completed order the customer sets up a weekly
// pickup, then skips the next one. RECURRING_SHOTS=<dir> also saves the screens at 390×844 and 1440×900, in English
// and Hindi, to be looked at.

const SHOTS = process.env.RECURRING_SHOTS;
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
/** The signed-in customer's language is their preference (it wins over the device's), so it is set there. */
const inHindi = async (page: Page, baseURL: string, hindi: boolean) => {
  const saved = await page.request.put('/api/preferences', {
    headers: { Origin: baseURL },
    data: { communication: { language: hindi ? 'hindi' : 'english' } },
  });
  expect(saved.ok()).toBe(true);
  await page.evaluate((language) => localStorage.setItem('washday.language', language), hindi ? 'hi' : 'en');
  await page.reload();
};

test('the customer repeats a completed order every week, then skips the next pickup', async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  const phone = uniquePhone('7');
  await signInFromHome(page, request, phone, 'Meera Kapoor');
  const booking = await bookPickupThroughApi(page, baseURL!, phone, {
    flatNo: 'Flat 1203, Tower B',
    contactPerson: 'Meera',
    deliveryInDays: 3,
  });
  const orderId = booking.custom_order_id;
  await completeOrderThroughApi(baseURL!, request, booking.id, page.request);

  await page.reload();
  await closeToasts(page);
  await page.getByRole('button', { name: 'My Bookings' }).click();
  const card = page.getByRole('article', { name: `Booking ${orderId}` });
  const repeat = card.getByRole('button', { name: `Repeat order ${orderId} as a recurring pickup` });
  await repeat.scrollIntoViewIfNeeded();
  await shot(page, 'bookings-card-390-en');
  await repeat.click();

  const form = page.getByRole('dialog').getByRole('form', { name: 'Repeat this pickup' });
  await expect(form).toContainText(`Same address and services as order ${orderId}`);
  await expect(form.getByRole('radio', { name: 'Every week' })).toHaveAttribute('aria-checked', 'true');
  // The order's weekday and slot are chosen; its services come along.
  await expect(form.getByRole('radiogroup', { name: 'Day' }).getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(form.getByLabel('Time')).toHaveValue('10:00');
  await expect(form.getByRole('listitem').filter({ hasText: 'Laundry + Fold' })).toContainText('2');
  await expect(form.getByRole('button', { name: 'One more Laundry + Fold' })).toBeVisible();
  await shot(page, 'repeat-dialog-390-en');
  await form.getByRole('button', { name: 'Set up' }).click();

  // It opens on Recurring pickups with the series and its next pickups.
  await expect(page.getByRole('heading', { level: 1, name: 'Recurring pickups' })).toBeVisible();
  // The card is named by its rule: the order's weekday at its slot.
  const series = page.getByRole('article', { name: /^Every (Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day · 10:00 AM$/ });
  await expect(series).toHaveCount(1);
  await expect(series).toContainText('Active');
  await expect(series).toContainText('Flat 1203, Tower B');
  await closeToasts(page);
  await shot(page, 'recurring-390-en');

  // Skip the next one: it shows as skipped, and the one after stays planned.
  const skip = series.getByRole('button', { name: /^Skip the pickup on / }).first();
  const label = (await skip.getAttribute('aria-label'))!;
  await skip.click();
  await expect(page.getByText('This pickup is skipped')).toBeVisible();
  const rows = series.getByRole('listitem');
  await expect(rows.first()).toContainText('Skipped');
  await expect(rows.nth(1)).toContainText('Planned');
  await expect(series.getByRole('button', { name: label })).toHaveCount(0);
  await closeToasts(page);
  await shot(page, 'recurring-skipped-390-en');

  // A reload keeps the screen (?view=recurring) and the server's state.
  await page.reload();
  await expect(series.getByRole('listitem').first()).toContainText('Skipped');

  if (SHOTS) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await shot(page, 'recurring-1440-en');
    await inHindi(page, baseURL!, true);
    await expect(page.getByRole('heading', { level: 1, name: 'बार-बार पिकअप' })).toBeVisible();
    await shot(page, 'recurring-1440-hi');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'recurring-390-hi');
    await page.getByRole('article').getByRole('button', { name: 'बदलें', exact: true }).last().click();
    await expect(page.getByRole('dialog')).toContainText('कितनी बार');
    await shot(page, 'edit-dialog-390-hi');
    await page.keyboard.press('Escape');
    await page
      .getByRole('button', { name: /का पिकअप बदलें$/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toContainText('यह पिकअप बदलें');
    await shot(page, 'change-dialog-390-hi');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'नया बार-बार पिकअप' }).click();
    await page.getByRole('radio', { name: 'हर महीने' }).click();
    await shot(page, 'new-monthly-390-hi');
    await page.setViewportSize({ width: 1440, height: 900 });
    await shot(page, 'new-monthly-1440-hi');
    await page.keyboard.press('Escape');
    await inHindi(page, baseURL!, false);
  }
});
