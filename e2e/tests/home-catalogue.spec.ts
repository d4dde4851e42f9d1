import { expect, test } from '@playwright/test';

test.describe('customer home', () => {
  test('shows the real catalogue, filters by category and finds sarees', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Home');

    const card = (name: string) => page.getByRole('article', { name, exact: true });
    // Prices straight from the spec's catalogue, served by the API.
    await expect(card('Laundry + Fold')).toContainText('₹70');
    await expect(card('Laundry + Fold')).toContainText('KG');
    await expect(card('Laundry + Iron')).toContainText('₹120');
    await expect(card('Bridal Lehenga')).toContainText('₹1,000');
    await expect(card('Leather Jacket')).toContainText('₹480');

    const chips = page.getByRole('group', { name: 'Categories' });
    await chips.getByRole('button', { name: 'Iron', exact: true }).click();
    await expect(page.getByRole('article')).toHaveCount(4);
    await expect(card('Regular Iron')).toContainText('₹20');
    await expect(card('Regular Steam Iron')).toContainText('₹40');
    await expect(card('Laundry + Fold')).toHaveCount(0);

    await chips.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search services' }).fill('saree');
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(card('Saree')).toContainText('₹240');
    await expect(card('Heavy Saree')).toContainText('₹300');
    await expect(card('Ladies Suit / Kurta / Saree Iron')).toContainText('₹100');
  });

  test('every service shows its own picture, and every picture loads', async ({ page }) => {
    await page.goto('/');
    const images = page.locator('article img');
    await expect(images).toHaveCount(32);
    // The pictures load lazily: bring each one into view.
    for (let i = 0; i < 32; i += 1) await images.nth(i).scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        images.evaluateAll(
          (all) => all.filter((img) => Reflect.get(img, 'complete') && Reflect.get(img, 'naturalWidth') > 0).length,
        ),
      )
      .toBe(32);
    const sources = await images.evaluateAll((all) => all.map((img) => img.getAttribute('src')));
    expect(new Set(sources).size).toBe(32);
    expect(sources.every((src) => src?.startsWith('/images/services/'))).toBe(true);
  });

  test('role areas load on their routes with their titles, and unknown paths show home', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveTitle('Admin Portal');
    await page.goto('/rider/login');
    await expect(page).toHaveTitle('Rider Portal');
    await page.goto('/some/unknown/path');
    await expect(page).toHaveTitle('Home');
    await expect(page.getByRole('article', { name: 'Laundry + Fold', exact: true })).toBeVisible();
  });
});
