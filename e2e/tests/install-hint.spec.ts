import { expect, test, type Locator } from '@playwright/test';

// iOS Safari has no install event: the app tells it apart by its user agent and shows Add to Home Screen steps.
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
/** rider-portal.md §9 / customer-app.md: the hint shows 5 s after opening on iOS. */
const IOS_INSTALL_PROMPT_DELAY_MS = 5_000;

test.use({ userAgent: IPHONE_SAFARI, viewport: { width: 390, height: 844 } });

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box on screen`);
  return box;
}

/** Whether two elements' boxes on screen share any pixel. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await boxOf(a), await boxOf(b)];
  return one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height;
}

test("on an iPhone the 'Install Washday' hint never covers the View Cart bar or checkout's Place Order bar", async ({ page }) => {
  await page.clock.install();
  await page.goto('/');

  // The reported case: items in the cart, then the hint comes 5 s after opening.
  await page.getByRole('button', { name: 'Add Laundry + Fold' }).click();
  const cartBar = page.getByRole('region', { name: 'Cart' });
  const viewCart = cartBar.getByRole('button', { name: 'View Cart' });
  await expect(viewCart).toBeVisible();
  const hint = page.getByRole('region', { name: 'Install Washday' });
  await expect(async () => {
    await page.clock.fastForward(IOS_INSTALL_PROMPT_DELAY_MS);
    await expect(hint).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(hint).toContainText('Add to Home Screen');

  await expect.poll(() => overlap(hint, cartBar)).toBe(false);
  const [hintBox, barBox] = [await boxOf(hint), await boxOf(cartBar)];
  expect(hintBox.y + hintBox.height).toBeLessThanOrEqual(barBox.y);
  // Nothing lies over View Cart: a tap reaches it (Playwright checks what is under the pointer).
  await viewCart.click();

  // Checkout: the hint is still up, and the Place Order bar comes in under it.
  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  await expect(placeOrder).toBeVisible();
  await expect(hint).toBeVisible();
  const total = page.getByText('Total · pay on delivery');
  await expect(total).toBeVisible();
  await expect.poll(async () => (await overlap(hint, placeOrder)) || (await overlap(hint, total))).toBe(false);
  await placeOrder.click({ trial: true });
  // The hint stays usable above the bar: closing it works and it does not come back.
  await hint.getByRole('button', { name: 'Dismiss' }).click();
  await expect(hint).toBeHidden();
});
