import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { codeFor } from './outbox';

/** Completes the sign-in dialog (already open) for a phone, reading the code from the dev outbox. */
export async function completeSignIn(page: Page, request: APIRequestContext, phone: string, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('Full Name').fill(name);
  await dialog.getByLabel('Mobile Number').fill(phone);
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await dialog.getByLabel('Enter OTP').fill(await codeFor(request, phone));
  await dialog.getByRole('button', { name: 'Verify & Sign In' }).click();
  await expect(dialog).toBeHidden();
}

/** This machine has no internet: serve a plain local tile for OpenStreetMap, so the map behaves as with real tiles. */
export async function serveLocalTiles(page: Page) {
  const tile = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
    'base64',
  );
  await page.route(/tile\.openstreetmap\.org|arcgisonline\.com/, (route) =>
    route.fulfill({ body: tile, contentType: 'image/png' }),
  );
}
