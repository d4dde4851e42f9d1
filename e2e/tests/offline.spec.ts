import { expect, test, type APIRequestContext } from '@playwright/test';
import { completeSignIn } from './support/customer';
import { uniquePhone } from './support/outbox';

/** A day in India, `days` from today, as YYYY-MM-DD. */
const indiaDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

async function json<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

test('after one visit, home and My Bookings open with the network cut', async ({ page, context, request, baseURL }) => {
  test.setTimeout(90_000);
  const phone = uniquePhone('7');
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await completeSignIn(page, request, phone, 'Nisha Kapoor');

  const asCustomer = { headers: { Origin: baseURL! } };
  const { data: address } = await json<{ data: { id: string } }>(
    await page.request.post('/api/addresses', {
      ...asCustomer,
      data: {
        flat_no: 'House 12',
        area: 'Sector 69',
        city: 'Gurugram',
        pincode: '122018',
        coordinates: { lat: 28.396, lng: 77.037 },
        address_type: 'home',
        contact_person: 'Nisha',
        contact_phone: phone,
      },
    }),
  );
  const { booking } = await json<{ booking: { custom_order_id: string } }>(
    await page.request.post('/api/bookings', {
      ...asCustomer,
      data: {
        services: [{ id: 'iron-regular', quantity: 6 }],
        pickupDate: indiaDay(1),
        pickupTime: '11:00',
        deliveryDate: indiaDay(2),
        deliveryTime: '18:00',
        address_id: address.id,
        phone,
      },
    }),
  );

  // The service worker installs on the first visit and looks after the pages from the next one.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByRole('button', { name: 'Add Regular Iron', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'My Bookings' }).click();
  await expect(page.getByRole('article', { name: `Booking ${booking.custom_order_id}` })).toBeVisible();

  // No network at all now: the app shell, the catalogue and the customer's own bookings come from the phone.
  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Add Regular Iron', exact: true })).toBeVisible();
  await expect(page.getByText('Laundry + Fold').first()).toBeVisible();
  await page.goto('/?view=bookings');
  const card = page.getByRole('article', { name: `Booking ${booking.custom_order_id}` });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Regular Iron × 6');
  await context.setOffline(false);

  // Signing out forgets the offline copy of the customer's own data on this phone.
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).includes('washday-customer'))).toBe(false);
});
