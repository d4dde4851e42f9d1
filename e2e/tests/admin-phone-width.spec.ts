import { expect, test, type Page } from '@playwright/test';

// The demo seed's admin (apps/api/src/db/seed/seed-demo.ts).
const ADMIN = { username: 'admin', password: 'washday-demo-admin' };
const PHONE = { width: 390, height: 844 };

// An admin on a phone: every page of the portal fits the screen's width; a wide table scrolls inside its own box.
test.use({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

/** The portal's sections and, where a section has them, its sub-sections (areas/admin/admin-tabs.tsx). */
const SECTIONS: Array<{ tab: string; heading: string; subs?: { list: string; tabs: Record<string, string> } }> = [
  { tab: 'Overview', heading: 'Overview' },
  { tab: 'Bookings', heading: 'Bookings' },
  { tab: 'Book for User', heading: 'Book for User' },
  { tab: 'Locations', heading: 'Service locations' },
  { tab: 'Slot capacity', heading: 'Slot capacity' },
  {
    tab: 'Riders',
    heading: 'Rider verification',
    subs: {
      list: 'Rider sections',
      tabs: {
        'Active Riders': 'Active riders',
        Orders: 'Orders',
        'Quick Pickups': 'Quick Pickups',
        Routes: 'Routes',
        'Live Tracking': 'Live tracking',
      },
    },
  },
  { tab: 'Analytics', heading: 'Analytics' },
  {
    tab: 'Payments',
    heading: 'Payments',
    subs: { list: 'Payment sections', tabs: { 'Business details': 'Business details', Claims: 'Claims' } },
  },
  { tab: 'Services', heading: 'Services' },
  { tab: 'Coupons', heading: 'Coupons', subs: { list: 'Promotion sections', tabs: { Referrals: 'Referrals' } } },
  { tab: 'Plans', heading: 'Laundry plans' },
  { tab: 'Recurring', heading: 'Recurring pickups' },
  { tab: 'Vendors', heading: 'Vendors' },
  { tab: 'Labels', heading: 'Labels' },
];

/** Once the page's heading shows and nothing in it is still loading, the page is no wider than the phone. */
async function expectFitsThePhone(page: Page, what: string, heading: string) {
  await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
  await expect(page.locator('main [aria-label^="Loading"], main [aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what} is ${width} px wide on a ${PHONE.width} px phone (it scrolls sideways)`).toBeLessThanOrEqual(
    PHONE.width,
  );
}

test('every admin page fits a 390 px phone: no sideways scrolling', async ({ page }) => {
  // This machine has no internet: the maps' tiles fail at once, as they would offline.
  await page.route(/tile\.openstreetmap\.org|arcgisonline\.com/, (route) => route.abort());

  await page.goto('/admin/reset-password');
  await expectFitsThePhone(page, 'Forgot password', 'Forgot your password?');

  await page.goto('/admin');
  await expect(page.getByLabel('Username')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(/Welcome, admin/)).toBeVisible();

  const sections = page.getByRole('tablist', { name: 'Admin sections' });
  // A section added to the portal is added here too.
  expect(await sections.getByRole('tab').allTextContents()).toEqual(SECTIONS.map((s) => s.tab));

  for (const section of SECTIONS) {
    await test.step(section.tab, async () => {
      await sections.getByRole('tab', { name: section.tab, exact: true }).click();
      await expectFitsThePhone(page, section.tab, section.heading);
      if (section.tab === 'Riders') {
        // The demo's approved riders, each a card with their documents.
        await page
          .getByRole('tablist', { name: 'Verification status' })
          .getByRole('tab', { name: /^Approved/ })
          .click();
        await expect(page.getByRole('article').first()).toBeVisible();
        await expectFitsThePhone(page, 'Riders → Verification → Approved', section.heading);
      }
      for (const [sub, heading] of Object.entries(section.subs?.tabs ?? {})) {
        await page.getByRole('tablist', { name: section.subs!.list }).getByRole('tab', { name: sub, exact: true }).click();
        await expectFitsThePhone(page, `${section.tab} → ${sub}`, heading);
      }
    });
  }

  await test.step('Service areas (location configuration)', async () => {
    await page.goto('/admin/location-config');
    await expectFitsThePhone(page, 'Service location configuration', 'Service location configuration');
  });
});
