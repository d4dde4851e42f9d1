import { devices, expect, test, type Page } from '@playwright/test';
import { closeToasts, completeSignIn, indiaDay, serveLocalTiles, signInFromHome } from './support/customer';
import { completeOrderThroughApi } from './support/lifecycle';
import { uniquePhone } from './support/outbox';

// Customers who come back (issue 12): a friend joins through a referral link and the referrer is rewarded once the
// friend's first order is delivered; a customer asks for a quick pickup without listing items.
const SCREENSHOTS = 'test-results/screenshots';
const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };

/** Opens Refer & Earn from the account menu (a phone has no header button for it) on the given tab. */
async function openReferAndEarn(page: Page, tab: 'Share & Earn' | 'My Rewards') {
  await expect(async () => {
    await closeToasts(page);
    await page.getByRole('button', { name: 'Account menu' }).click({ timeout: 2_000 });
    await page.getByRole('menuitem', { name: /Refer & Earn/ }).click({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  const dialog = page.getByRole('dialog', { name: 'Refer & Earn' });
  await dialog.getByRole('tab', { name: tab }).click();
  await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  return dialog;
}

test('a friend joins through a referral link, gets 30% off the first order, and the referrer earns a 50% reward', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);

  // --- The referrer signs in and finds their code under Refer & Earn → Share & Earn.
  const referrerPhone = uniquePhone('9');
  await signInFromHome(page, request, referrerPhone, 'Aarav Mehta');
  // The desktop header's referral button is there but hidden at phone width; the account menu carries it, with its badge.
  const desktopButton = page.getByRole('button', { name: 'Refer & Earn: 50% off', includeHidden: true });
  await expect(desktopButton).toHaveCount(1);
  await expect(desktopButton).toBeHidden();
  await closeToasts(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: /Refer & Earn/ })).toContainText('50% OFF');
  await page.keyboard.press('Escape');

  const share = await openReferAndEarn(page, 'Share & Earn');
  await expect(share).toContainText('Friends get 30% off their first order. You get 50% off once they complete it.');
  const codeCard = share.getByTestId('my-referral-code');
  await expect(codeCard).toHaveText(/^REF\d{4}[A-Z]{3}$/);
  const referralCode = (await codeCard.textContent())!.trim();
  expect(referralCode.slice(3, 7)).toBe(referrerPhone.slice(-4));
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();

  // --- On another phone, the friend opens the link: sign-in opens by itself after a second, the code filled in and checked.
  const friendContext = await browser.newContext({ ...PHONE, baseURL });
  const friend = await friendContext.newPage();
  await serveLocalTiles(friend);
  const friendPhone = uniquePhone('7');
  const opened = Date.now();
  await friend.goto(`/?ref=${referralCode.toLowerCase()}`);
  const signIn = friend.getByRole('dialog', { name: 'Sign in' });
  await expect(signIn).toBeVisible();
  expect(Date.now() - opened, 'the sign-in waits a second after the page').toBeGreaterThanOrEqual(1_000);
  await expect(signIn.getByLabel('Referral Code (optional)')).toHaveValue(referralCode);
  await expect(signIn.getByText("Valid! You'll get 30% off")).toBeVisible();
  await completeSignIn(friend, request, friendPhone, 'Neha Kapoor');

  // Their personal first-order coupon is named in the welcome notification and kept under My Rewards.
  const bell = friend.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/Notifications, \d+ unread/);
  await expect(async () => {
    await closeToasts(friend);
    await bell.click({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const welcome = friend
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('list', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: 'Welcome to Washday!' });
  await expect(welcome).toContainText(
    /Aarav invited you: use coupon FRIEND[A-Z0-9]{6} for 30% off your first order \(up to ₹200\)\./,
  );
  const welcomeCode = /FRIEND[A-Z0-9]{6}/.exec((await welcome.textContent())!)![0];
  await friend.keyboard.press('Escape');

  const friendRewards = await openReferAndEarn(friend, 'My Rewards');
  await expect(friendRewards).toContainText(
    "You joined with Aarav's code. Your first order gets 30% off with your welcome coupon.",
  );
  const welcomeCoupon = friendRewards.getByRole('listitem').filter({ hasText: welcomeCode });
  await expect(welcomeCoupon).toContainText('Welcome coupon · 30% off, up to ₹200');
  await expect(welcomeCoupon).toContainText('Ready to use');
  await friend.keyboard.press('Escape');
  await expect(friendRewards).toBeHidden();

  // --- The first order: Laundry + Fold ×2 (₹140), a new address, tomorrow 10:00 AM, the welcome coupon (−₹42 → ₹98).
  await friend.getByRole('button', { name: 'Add Laundry + Fold' }).click();
  await friend.getByRole('button', { name: 'Add one Laundry + Fold' }).click();
  await friend
    .getByRole('button', { name: /View Cart|Checkout/ })
    .first()
    .click();
  await expect(friend.getByRole('list', { name: 'Items in your cart' })).toContainText('Laundry + Fold');

  await friend.getByRole('button', { name: /Select an address/ }).click();
  const picker = friend.getByRole('dialog', { name: 'Select an address' });
  await picker.getByRole('button', { name: 'Add Address' }).click();
  const form = friend.getByRole('dialog', { name: /Add Address/ });
  await form.getByPlaceholder('Search for area, street name...').fill('Sector 69');
  await form
    .getByRole('option', { name: /Sector 69/ })
    .first()
    .click();
  await form.getByLabel('Flat / House no.').fill('House 14, Block C');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form).toBeHidden();
  if (await picker.isVisible()) await friend.keyboard.press('Escape');
  await expect(friend.getByRole('button', { name: 'Change address' })).toBeVisible();

  await friend.getByRole('radiogroup', { name: 'Pickup date' }).getByRole('radio').nth(1).click();
  await friend.getByRole('radiogroup', { name: 'Pickup time' }).getByRole('radio', { name: '10:00 AM' }).click();
  await friend.getByRole('radiogroup', { name: 'Delivery date' }).getByRole('radio').first().click();
  await friend.getByRole('radiogroup', { name: 'Delivery time' }).getByRole('radio').first().click();

  await friend.getByPlaceholder('Enter coupon code').fill(welcomeCode.toLowerCase());
  await friend.getByRole('button', { name: 'Apply' }).click();
  await expect(friend.getByText(`${welcomeCode} applied`)).toContainText('−₹42');
  const bill = friend.getByLabel('Bill summary').first();
  await expect(bill).toContainText('₹140');
  await expect(bill).toContainText(`Discount (${welcomeCode})`);
  await expect(bill).toContainText('−₹42');
  await expect(bill.getByTestId('order-total')).toHaveText('₹98');

  const placing = friend.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/bookings');
  await friend.getByRole('button', { name: 'Place Order' }).click();
  const placed = await placing;
  expect(placed.ok(), await placed.text()).toBe(true);
  const { booking } = (await placed.json()) as {
    booking: {
      id: string;
      custom_order_id: string;
      total_price: number;
      discount_amount: number;
      final_amount: number;
      coupon_code: string | null;
    };
  };
  // The server priced it: ₹140, 30% off, ₹98 to pay.
  expect({ total: booking.total_price, discount: booking.discount_amount, final: booking.final_amount }).toEqual({
    total: 140,
    discount: 42,
    final: 98,
  });
  await expect(friend.getByText('Booking confirmed!')).toBeVisible();
  await expect(friend.getByText('₹98').first()).toBeVisible();
  await friend.getByRole('button', { name: 'View My Bookings' }).click();
  const card = friend.getByRole('article', { name: `Booking ${booking.custom_order_id}` });
  await expect(card).toContainText('₹98');
  await expect(card).toContainText(/Pending/);

  // --- Operations and the rider take the order to the friend's door.
  await completeOrderThroughApi(baseURL!, request, booking.id, friend.request, { itemCount: 2 });
  await expect(async () => {
    // The live update moves the card; a reload reads the same if the stream was between reconnects.
    if (!(await card.getByText(/Completed/).isVisible())) await friend.reload();
    await expect(card).toContainText(/Completed/, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });

  // --- Back on the first phone, the referrer finds the reward under My Rewards.
  await page.reload();
  const rewards = await openReferAndEarn(page, 'My Rewards');
  const reward = rewards.getByRole('listitem').filter({ hasText: /REWARD[A-Z0-9]{6}/ });
  await expect(reward).toHaveCount(1);
  await expect(reward).toContainText('Referral reward · 50% off, up to ₹200');
  await expect(reward).toContainText('Ready to use');
  await expect(reward.getByRole('button', { name: /^Copy coupon REWARD[A-Z0-9]{6}$/ })).toBeVisible();
  const stat = (label: string) => rewards.locator('dl > div').filter({ hasText: label });
  await expect(stat('Friends referred')).toContainText('1');
  await expect(stat('Orders completed')).toContainText('1');
  await expect(stat('Rewards earned')).toContainText('1');
  await expect(stat('Pending rewards')).toContainText('0');
  await page.screenshot({ path: `${SCREENSHOTS}/customer-refer-and-earn.png` });

  await friendContext.close();
});

test('a signed-in customer asks for a quick pickup and sees it in My Bookings awaiting items', async ({ page, request }) => {
  test.setTimeout(120_000);
  const phone = uniquePhone('8');
  await signInFromHome(page, request, phone, 'Rohan Gupta');
  await closeToasts(page);

  await page.getByRole('button', { name: 'Quick Pickup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quick Pickup' });
  await expect(dialog).toBeVisible();

  // Tomorrow at 11:00 AM, at an address typed for this pickup (a new customer has none saved).
  await dialog.getByLabel('Pickup date').fill(indiaDay(1));
  const slots = dialog.getByRole('group', { name: /Pickup time/ });
  await slots.getByRole('button', { name: '11:00 AM' }).click();
  await expect(slots.getByRole('button', { name: '11:00 AM' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByLabel('Pickup address').fill('Tulip Orange, Sector 69, Gurugram, Haryana 122018');
  await dialog.getByLabel('House / flat number').fill('B-204');

  const requesting = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/quick-pickup',
  );
  await dialog.getByRole('button', { name: 'Request Pickup' }).click();
  const answer = await requesting;
  expect(answer.status(), await answer.text()).toBe(201);
  const { data } = (await answer.json()) as { data: { custom_order_id: string; pickup_date: string; pickup_time: string } };
  expect(data).toMatchObject({ pickup_date: indiaDay(1), pickup_time: '11:00' });
  await expect(page.getByText('Quick pickup created successfully! Our rider will contact you soon.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The header's My Bookings (the toast offers one too; toasts sit over the header on a phone, so they are closed first).
  await expect(async () => {
    await closeToasts(page);
    await page.locator('header').getByRole('button', { name: 'My Bookings' }).click({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  const card = page.getByRole('article', { name: `Booking ${data.custom_order_id}` });
  await expect(card).toContainText('Quick Pickup · awaiting items');
  await expect(card).toContainText('Priced at pickup');
  await expect(card).toContainText(/Pending/);
  await page.screenshot({ path: `${SCREENSHOTS}/customer-quick-pickup.png` });
});
