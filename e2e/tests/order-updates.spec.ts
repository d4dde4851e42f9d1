import { expect, request as playwrightRequest, test } from '@playwright/test';
import { bookPickupThroughApi, signInFromHome } from './support/customer';
import { DEMO_ADMIN, DEMO_RIDER_PHONE, okJson, signInRiderThroughApi } from './support/lifecycle';
import { uniquePhone } from './support/outbox';

test('the customer sees an order move, and approves the rider’s changes, without a reload', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const phone = uniquePhone('8');

  // The customer signs in; their booking is placed through the API with the page's own session.
  await signInFromHome(page, request, phone, 'Meera Iyer');
  const booking = await bookPickupThroughApi(page, baseURL!, phone, {
    flatNo: 'Flat 804, Tower C',
    contactPerson: 'Meera',
    deliveryInDays: 2,
  });
  const orderId = booking.custom_order_id;

  await page.getByRole('button', { name: 'My Bookings' }).click();
  const card = page.getByRole('article', { name: `Booking ${orderId}` });
  await expect(card).toContainText(/Pending/);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // Operations and the rider act through the API, each with their own session.
  const admin = await playwrightRequest.newContext({ baseURL });
  const { data: adminLogin } = await okJson<{ data: { token: string } }>(
    await admin.post('/api/auth/login', { data: DEMO_ADMIN }),
  );
  const asAdmin = { Authorization: `Bearer ${adminLogin.token}` };
  const rider = await playwrightRequest.newContext({ baseURL });
  const riderLogin = await signInRiderThroughApi(rider, request, DEMO_RIDER_PHONE);
  const asRider = { Authorization: `Bearer ${riderLogin.token}` };

  await okJson(await admin.put(`/api/admin/bookings/${booking.id}/status`, { headers: asAdmin, data: { status: 'confirmed' } }));
  await okJson(
    await admin.post('/api/admin/orders/assign', {
      headers: asAdmin,
      data: { orderId: booking.id, riderId: riderLogin.rider._id, orderType: 'pickup' },
    }),
  );

  // Without a reload: the bell counts the confirmation and the assignment, the card and the timeline move.
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  await expect(card).toContainText(/Confirmed/);
  await card.getByRole('button', { name: `Track order ${orderId}` }).click();
  const tracking = page.getByRole('dialog', { name: 'Track order' });
  const progress = tracking.getByRole('list', { name: 'Order progress' });
  await expect(progress.getByRole('listitem').filter({ hasText: 'Rider assigned' })).toHaveAttribute('aria-current', 'step');
  await expect(progress).toContainText('Ravi Kumar');
  await page.keyboard.press('Escape');
  await expect(tracking).toBeHidden();

  // The rider finds one more item at the door: the customer is asked, live.
  await okJson(
    await rider.put(`/api/riders/orders/${booking.id}/update`, {
      headers: asRider,
      data: { items: [{ serviceId: 'laundry-fold', quantity: 3 }], notes: 'One more bag of clothes at the door' },
    }),
  );
  const banner = page.getByRole('alert').filter({ hasText: '1 Order Change Need Your Approval' });
  await expect(banner).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications, 3 unread');
  await banner.getByRole('button', { name: 'Review Now' }).click();

  const review = page.getByRole('dialog', { name: 'Review order changes' });
  await expect(review).toContainText(`Ravi Kumar changed the items of order ${orderId}.`);
  await expect(review.getByRole('region', { name: 'Changed' })).toContainText('Laundry + Fold');
  await expect(review).toContainText('One more bag of clothes at the door');
  await expect(review).toContainText(/Expires/);
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(
    page.getByText('Order changes approved! The rider has been notified and can now complete the order.'),
  ).toBeVisible();
  await expect(review).toBeHidden();
  await expect(banner).toBeHidden();

  // The notification says it is decided; the rider may now save the approved items. (Toasts sit over the header on a
  // phone, so the customer closes them first.)
  await expect(async () => {
    for (const close of await page.getByRole('button', { name: 'Close toast' }).all()) await close.click({ timeout: 1_000 });
    await bell.click({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const list = page.getByRole('dialog', { name: 'Notifications' }).getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('listitem').filter({ hasText: 'Order changes need your approval' })).toContainText(
    'Changes approved',
  );
  await page.keyboard.press('Escape');
  await okJson(
    await rider.put(`/api/riders/orders/${booking.id}/update`, {
      headers: asRider,
      data: { items: [{ serviceId: 'laundry-fold', quantity: 3 }], requiresVerification: false },
    }),
  );
  await expect(card).toContainText('Laundry + Fold × 3');

  await admin.dispose();
  await rider.dispose();
});
