import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { codeFor } from './outbox';

/**
 * Navigation opens Google Maps in a new tab; this network has none, so the maps page is answered here and the
 * addresses opened are noted for the test to check.
 */
export async function answerMapsLinks(context: BrowserContext): Promise<string[]> {
  const opened: string[] = [];
  await context.route('https://www.google.com/maps/**', (route) => {
    opened.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>Maps</title>' });
  });
  // Closed once it shows maps: a tab closed on its first load event (about:blank, on a slow machine) never asks for
  // the address, and the opening would go unnoted.
  context.on('page', (tab) => {
    void tab
      .waitForURL(/^https:\/\/www\.google\.com\/maps\//, { waitUntil: 'load', timeout: 60_000 })
      .catch(() => undefined)
      .finally(() => void tab.close().catch(() => undefined));
  });
  return opened;
}

/**
 * Waits until maps has opened `count` times. The portal opens it a second after the server answers; when the browser
 * has blocked that tab by then (a slow answer outlives the tap's permission to open one), the card offers an 'Open
 * navigation' link, which the rider taps, as a rider would.
 */
export async function expectMapsOpened(page: Page, opened: string[], count: number): Promise<void> {
  await expect(async () => {
    if (opened.length < count) {
      const link = page.getByRole('link', { name: 'Open navigation' });
      if (await link.isVisible()) await link.click();
    }
    expect(opened.length).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 15_000 });
}

/** Signs a rider in on the portal's Login tab with the code from the dev outbox (the caller checks where it lands). */
export async function signInRiderOnPage(page: Page, outbox: APIRequestContext, phone: string): Promise<void> {
  await page.goto('/rider/login');
  const login = page.getByRole('tabpanel', { name: 'Login' });
  await login.getByLabel('Phone Number').fill(phone);
  await login.getByRole('button', { name: 'Send OTP' }).click();
  // Every number is answered alike: whether the rider may sign in is told once the code is proven.
  await expect(login.getByLabel('Enter OTP')).toBeVisible();
  await login.getByLabel('Enter OTP').fill(await codeFor(outbox, phone));
  await login.getByRole('button', { name: 'Verify & Login' }).click();
}
