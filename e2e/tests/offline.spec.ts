import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { bookPickupThroughApi, completeSignIn, signInFromHome } from './support/customer';
import { DEMO_ADMIN, okJson, signInRiderThroughApi } from './support/lifecycle';
import { codeFor, PNG, uniquePhone } from './support/outbox';

const SCREENSHOTS = 'test-results/screenshots';

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

/** A new rider registers through the API with both documents, and the admin approves them. */
async function approvedRider(api: APIRequestContext, baseURL: string, phone: string, name: string) {
  await okJson(await api.post('/api/riders/register/request-otp', { headers: { Origin: baseURL }, data: { phone } }));
  const { rider } = await okJson<{ rider: { _id: string } }>(
    await api.post('/api/riders/register', {
      headers: { Origin: baseURL },
      multipart: {
        name,
        phone,
        aadharNumber: '456789012345',
        otp: await codeFor(api, phone),
        aadharImage: { name: 'aadhar.png', mimeType: 'image/png', buffer: PNG },
        selfieImage: { name: 'selfie.png', mimeType: 'image/png', buffer: PNG },
      },
    }),
  );
  const { data: login } = await okJson<{ data: { token: string } }>(await api.post('/api/auth/login', { data: DEMO_ADMIN }));
  const asAdmin = { Authorization: `Bearer ${login.token}` };
  await okJson(await api.post(`/api/admin/riders/${rider._id}/verify`, { headers: asAdmin, data: { status: 'approved' } }));
  /** Operations confirm a booking and give its pickup to this rider. */
  return async (bookingId: string) => {
    await okJson(await api.put(`/api/admin/bookings/${bookingId}/status`, { headers: asAdmin, data: { status: 'confirmed' } }));
    await okJson(
      await api.post('/api/admin/orders/assign', {
        headers: asAdmin,
        data: { orderId: bookingId, riderId: rider._id, orderType: 'pickup' },
      }),
    );
  };
}

test('a rider reloading without signal sees their last known jobs, marked offline, and goes live when it returns', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);

  // Two customers book pickups on their own phones; the first is given to a new rider before their shift.
  const book = async (phone: string, name: string, flatNo: string) => {
    const customerContext = await browser.newContext({ baseURL });
    const customer = await customerContext.newPage();
    await signInFromHome(customer, request, phone, name);
    const booking = await bookPickupThroughApi(customer, baseURL!, phone, { flatNo, contactPerson: name, deliveryInDays: 3 });
    await customerContext.close();
    return booking;
  };
  const first = await book(uniquePhone('6'), 'Ritu Malhotra', 'House 7');
  const second = await book(uniquePhone('9'), 'Aman Sethi', 'House 9');

  const riderPhone = uniquePhone('8');
  const operations = await playwrightRequest.newContext({ baseURL });
  const assign = await approvedRider(operations, baseURL!, riderPhone, 'Deepak Rawat');
  await assign(first.id);

  // The rider signs in on this phone (its cookie) and opens the dashboard online, where the job shows.
  await signInRiderThroughApi(page.request, request, riderPhone);
  await page.goto('/rider/dashboard');
  const firstJob = page.getByRole('article', { name: `Order ${first.custom_order_id}` });
  await expect(firstJob).toBeVisible();

  // The service worker installs on the first visit and looks after the pages from the next one.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(firstJob).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Active status' })).toBeEnabled();

  // No signal, and the rider reloads: the last known dashboard, not 'Checking your session…', marked offline.
  await context.setOffline(true);
  await page.reload();
  await expect(firstJob).toBeVisible();
  await expect(firstJob).toContainText('Ritu');
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  await expect(page.getByText("You're offline")).toBeVisible();
  await expect(page.getByText(/Showing your jobs as of/)).toBeVisible();
  await expect(page.getByText('Checking your session…')).toBeHidden();
  // Read-only: the Active switch waits for the connection.
  await expect(page.getByRole('switch', { name: 'Active status' })).toBeDisabled();
  await page.screenshot({ path: `${SCREENSHOTS}/rider-offline-reload.png` });

  // The job's own page opens from the saved copy too, reloaded there without signal.
  await firstJob.getByRole('link', { name: 'Edit Order' }).click();
  const orderHeading = page.getByRole('heading', { level: 1, name: new RegExp(first.custom_order_id) });
  await expect(orderHeading).toBeVisible();
  await page.reload();
  await expect(orderHeading).toBeVisible();
  await expect(page.getByText('Ritu').first()).toBeVisible();
  await expect(page.getByText("You're offline")).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/rider-offline-order.png` });
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(firstJob).toBeVisible();

  // Meanwhile operations give the rider another job; the signal returns and the dashboard is live again.
  await assign(second.id);
  await context.setOffline(false);
  await expect(page.getByRole('article', { name: `Order ${second.custom_order_id}` })).toBeVisible();
  await expect(page.getByText('Online', { exact: true })).toBeVisible();
  await expect(page.getByText("You're offline")).toBeHidden();
  await expect(page.getByText(/Showing your jobs as of/)).toBeHidden();
  await expect(page.getByRole('switch', { name: 'Active status' })).toBeEnabled();
  await operations.dispose();
});
