import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { okJson } from './lifecycle';
import { codeFor } from './outbox';

/** A day in India, `days` from today, as YYYY-MM-DD. */
export const indiaDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

/** Closes the open toasts (on a phone they sit over the header; on the admin's map, over its corner). */
export async function closeToasts(page: Page) {
  for (const close of await page.getByRole('button', { name: 'Close toast' }).all())
    await close.click({ timeout: 1_000 }).catch(() => {});
}

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

/** Opens home, opens the sign-in dialog from the header and completes it for a phone. */
export async function signInFromHome(page: Page, request: APIRequestContext, phone: string, name: string) {
  await page.goto('/');
  await page
    .getByRole('button', { name: /sign in/i })
    .first()
    .click();
  await completeSignIn(page, request, phone, name);
}

export interface PickupBookingOptions {
  flatNo: string;
  contactPerson: string;
  /** Delivery this many days from today (pickup is tomorrow). */
  deliveryInDays: number;
  landmark?: string;
  instructions?: string;
  /** What to book: Laundry + Fold ×2 unless said. */
  services?: ReadonlyArray<{ id: string; quantity: number }>;
}

/**
 * Books Laundry + Fold ×2 (or `services`) through the API with the page's own session (a signed-in customer): a home address in
 * Sector 69, Gurugram, picked up tomorrow at 10:00 and delivered at 18:00. Answers the new booking.
 */
export async function bookPickupThroughApi(
  page: Page,
  baseURL: string,
  phone: string,
  { flatNo, contactPerson, deliveryInDays, landmark, instructions, services }: PickupBookingOptions,
): Promise<{ id: string; custom_order_id: string }> {
  const asCustomer = { headers: { Origin: baseURL } };
  const { data: address } = await okJson<{ data: { id: string } }>(
    await page.request.post('/api/addresses', {
      ...asCustomer,
      data: {
        flat_no: flatNo,
        ...(landmark ? { landmark } : {}),
        area: 'Sector 69',
        city: 'Gurugram',
        pincode: '122018',
        coordinates: { lat: 28.396, lng: 77.037 },
        address_type: 'home',
        contact_person: contactPerson,
        contact_phone: phone,
      },
    }),
  );
  const { booking } = await okJson<{ booking: { id: string; custom_order_id: string } }>(
    await page.request.post('/api/bookings', {
      ...asCustomer,
      data: {
        services: services ?? [{ id: 'laundry-fold', quantity: 2 }],
        pickupDate: indiaDay(1),
        pickupTime: '10:00',
        deliveryDate: indiaDay(deliveryInDays),
        deliveryTime: '18:00',
        address_id: address.id,
        phone,
        ...(instructions ? { instructions } : {}),
      },
    }),
  );
  return booking;
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
