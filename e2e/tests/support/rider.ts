import { expect, type BrowserContext, type Page } from '@playwright/test';

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
