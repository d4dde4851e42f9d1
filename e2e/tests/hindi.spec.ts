import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { completeSignIn, serveLocalTiles } from './support/customer';
import { uniquePhone } from './support/outbox';

const indiaDay = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

async function json<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * The English words still on screen: visible text and accessible names outside data (names, addresses, order ids
 * and catalogue names without Hindi are marked translate="no"), less the words Hindi uses as they are.
 */
async function englishOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SAME_IN_HINDI = new Set([
      'Washday',
      'WhatsApp',
      'OTP',
      'SMS',
      'UPI',
      'PIN',
      'ID',
      'GPS',
      'km',
      'AM',
      'PM',
      'Leaflet',
      'OpenStreetMap',
    ]);
    const isData = (el: Element | null) =>
      Boolean(el?.closest('[translate="no"], script, style, noscript, svg, [aria-hidden="true"]'));
    const visible = (el: Element) => {
      const box = (el as HTMLElement).getBoundingClientRect?.();
      const style = getComputedStyle(el);
      return Boolean(box && box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none');
    };
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || isData(parent) || !visible(parent)) continue;
      texts.push(node.textContent ?? '');
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (isData(el) || !visible(el)) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title']) texts.push(el.getAttribute(attribute) ?? '');
    }
    // Accessible names may quote data (a service without Hindi in 'Regular Iron जोड़ें'): a word shown
    // as data on this screen is data wherever it appears.
    const dataWords = new Set(
      [...document.querySelectorAll('[translate="no"]')].flatMap(
        (el) => (el.textContent ?? '').toLowerCase().match(/[a-z][a-z'’-]+/g) ?? [],
      ),
    );
    const words = texts.flatMap((t) => t.match(/[A-Za-z][A-Za-z'’-]+/g) ?? []);
    return [...new Set(words.filter((w) => !SAME_IN_HINDI.has(w) && !/^WD-/.test(w) && !dataWords.has(w.toLowerCase())))];
  });
}

test('switching to Hindi translates the home screen, checkout and My Bookings, with no English left', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await serveLocalTiles(page);
  const phone = uniquePhone('6');
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await completeSignIn(page, request, phone, 'Sunita Devi');

  // A booking to list, and Hindi chosen in Preferences (saved on the server, so it follows the customer).
  const asCustomer = { headers: { Origin: baseURL! } };
  const { data: address } = await json<{ data: { id: string } }>(
    await page.request.post('/api/addresses', {
      ...asCustomer,
      data: {
        flat_no: 'House 7',
        area: 'Sector 69',
        city: 'Gurugram',
        pincode: '122018',
        coordinates: { lat: 28.396, lng: 77.037 },
        address_type: 'home',
        contact_person: 'Sunita',
        contact_phone: phone,
      },
    }),
  );
  await json(
    await page.request.post('/api/bookings', {
      ...asCustomer,
      data: {
        services: [{ id: 'iron-regular', quantity: 4 }],
        pickupDate: indiaDay(1),
        pickupTime: '12:00',
        deliveryDate: indiaDay(2),
        deliveryTime: '18:00',
        address_id: address.id,
        phone,
      },
    }),
  );
  await json(await page.request.put('/api/preferences', { ...asCustomer, data: { communication: { language: 'hindi' } } }));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

  // Home, with the catalogue's Hindi names (the seed has Hindi for every category and service).
  await expect(page.getByRole('button', { name: 'मेरी बुकिंग' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'धुलाई और तह' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'कैटेगरी' }).getByRole('button', { name: 'इस्त्री', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Regular Iron' })).toHaveCount(0);
  await expect.poll(() => englishOnScreen(page), { message: 'English on the home screen' }).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/customer-home-hindi.png' });

  // Checkout, with a line in the cart and a pickup date chosen.
  await page.getByRole('button', { name: 'साधारण इस्त्री जोड़ें', exact: true }).click();
  await page.goto('/?view=checkout');
  await expect(page.getByRole('form')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'साधारण इस्त्री' })).toBeVisible();
  // Tomorrow: the second day offered (its dates are in Hindi too).
  await page.getByRole('radiogroup', { name: 'पिकअप की तारीख' }).getByRole('radio').nth(1).click();
  await expect.poll(() => englishOnScreen(page), { message: 'English at checkout' }).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/customer-checkout-hindi.png' });

  // My Bookings.
  await page.goto('/?view=bookings');
  await expect(page.getByRole('article').first()).toBeVisible();
  // The booking stored 'Regular Iron'; it is named by its service's Hindi.
  await expect(page.getByRole('article').first()).toContainText('साधारण इस्त्री × 4');
  await expect.poll(() => englishOnScreen(page), { message: 'English in My Bookings' }).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/customer-bookings-hindi.png' });
});
