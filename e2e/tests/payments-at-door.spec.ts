import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { bookPickupThroughApi, closeToasts, signInFromHome } from './support/customer';
import { doorCodesOf, typeDoorCodes } from './support/garments';
import { DEMO_RIDER_PHONE, okJson, startDeliveryThroughApi } from './support/lifecycle';
import { uniquePhone } from './support/outbox';
import { pdfText } from './support/pdf';

// Issue 26 at the door, on a 390×844 phone: the delivery rider shows a single-use UPI QR for the amount due; the
// customer pays it (here from the local provider's page, which sends the signed webhook Razorpay would) and the
// rider's screen turns Paid live, without a reload. Only then is the handover code taken; the customer then downloads
// the tax invoice from My Bookings.
const SCREENSHOTS = 'test-results/screenshots';
const RIDER_POSITION = { latitude: 28.3985, longitude: 77.0401 };

test('a rider shows the UPI QR; paid from the local provider, the rider’s screen turns Paid without a reload', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);

  // --- A customer's order, taken by the API to a started delivery with the demo rider.
  const phone = uniquePhone('7');
  await signInFromHome(page, request, phone, 'Meera Shah');
  const booking = await bookPickupThroughApi(page, baseURL!, phone, {
    flatNo: 'Flat 9, Tower C',
    contactPerson: 'Meera',
    deliveryInDays: 3,
  });
  const riderContext = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    geolocation: RIDER_POSITION,
    permissions: ['geolocation'],
  });
  // Signing in through the context's own requests signs its pages in too (the session cookie).
  const session = await startDeliveryThroughApi(baseURL!, request, booking.id, riderContext.request, {
    riderPhone: DEMO_RIDER_PHONE,
  });

  // --- The rider at the door: what to collect, and the handover code held until it is paid.
  const rider = await riderContext.newPage();
  await rider.goto(`/rider/orders/${booking.id}`);
  const collect = rider.getByRole('region', { name: 'Payment' });
  await expect(collect).toContainText('To collect: ₹');
  const due = (await collect.getByText(/^₹[\d,]+(\.\d\d)?$/).textContent())!;
  await expect(rider.getByRole('button', { name: 'Complete Delivery' })).toBeDisabled();

  // --- The QR, full screen: the amount, the code and the time it stays open.
  await collect.getByRole('button', { name: 'Show UPI QR' }).click();
  const qrScreen = rider.getByRole('dialog', { name: 'Scan to pay' });
  await expect(qrScreen.getByRole('img', { name: `UPI QR code to pay ${due}` })).toBeVisible();
  await expect(qrScreen.getByText(/^Expires in (30:00|29:\d\d)$/)).toBeVisible();
  await expect(qrScreen.getByRole('status')).toHaveText('Waiting for the payment…');
  const box = (await qrScreen.getByRole('img', { name: /UPI QR code/ }).boundingBox())!;
  expect(box.width, 'the QR fills most of the phone’s width').toBeGreaterThanOrEqual(280);
  expect(box.y + box.height, 'the whole QR is on screen').toBeLessThanOrEqual(844);
  await rider.screenshot({ path: `${SCREENSHOTS}/rider-upi-qr.png` });
  // A reload would lose this mark: the page must turn Paid by itself.
  await rider.evaluate(() => Reflect.set(window, 'stillTheSamePage', true));

  // --- The customer pays: the local provider's page sends the signed webhook.
  const provider = await page.context().newPage();
  await provider.goto('/dev/payments');
  const open = provider.getByRole('listitem').filter({ hasText: booking.custom_order_id });
  await expect(open).toContainText('UPI QR at the door');
  await expect(open).toContainText(due);
  await open.getByRole('button', { name: 'Pay' }).click();
  await expect(provider.getByRole('listitem').filter({ hasText: booking.custom_order_id })).toHaveCount(0);
  await provider.close();

  // --- The rider's screen turns Paid live.
  const paid = rider.getByRole('dialog', { name: 'Paid' });
  await expect(paid.getByRole('status')).toHaveText(`${due} received by UPI.`);
  await expect(paid.getByRole('img', { name: /UPI QR code/ })).toHaveCount(0);
  expect(await rider.evaluate(() => Reflect.get(window, 'stillTheSamePage'))).toBe(true);
  await rider.screenshot({ path: `${SCREENSHOTS}/rider-upi-paid.png` });
  await paid.getByRole('button', { name: 'Done' }).click();
  await expect(collect).toContainText('Paid ✓ UPI');

  // --- Now the handover code: the delivery completes.
  const { booking: shown } = await okJson<{ booking: { handover_code: string } }>(
    await page.request.get(`/api/bookings/${booking.id}`),
  );
  await rider.getByRole('button', { name: 'Complete Delivery' }).click();
  const handover = rider.getByRole('dialog', { name: 'Complete delivery' });
  await typeDoorCodes(handover, await doorCodesOf(rider.request, booking.id));
  await handover.getByLabel('Handover code').fill(shown.handover_code);
  await handover.getByRole('button', { name: 'Complete delivery' }).click();
  await expect(rider).toHaveURL(/\/rider\/dashboard$/);
  const { booking: done } = await okJson<{ booking: { status: string; payment_status: string } }>(
    await page.request.get(`/api/bookings/${booking.id}`),
  );
  expect([done.status, done.payment_status]).toEqual(['completed', 'paid']);

  // The rider goes off duty, so other journeys find the demo rider as the seed left them.
  await okJson(await session.request.post('/api/riders/toggle-status', { headers: session.headers, data: { isActive: false } }));
  await riderContext.close();

  // --- The customer downloads the tax invoice from My Bookings; its text is what a GST invoice must say.
  const { bill } = await okJson<{ bill: { invoice: { number: string } | null } }>(
    await page.request.get(`/api/bookings/${booking.id}/payments`),
  );
  const number = bill.invoice!.number;
  expect(number).toMatch(/^WD\/\d\d-\d\d\/\d{6}$/);
  await page.goto('/');
  await closeToasts(page);
  await page.getByRole('button', { name: 'My Bookings' }).click();
  const card = page.getByRole('article', { name: `Booking ${booking.custom_order_id}` });
  await expect(card).toContainText(`Total${due}`);
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: `Download invoice ${number}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);
  const { text, reader } = await pdfText(readFileSync((await download.path())!));
  test.info().annotations.push({ type: 'invoice text read with', description: reader });
  const flat = text.replace(/[ \t]+/g, ' ');
  expect(flat).toContain('Tax Invoice');
  expect(flat).toContain(`Invoice no.: ${number}`);
  expect(flat).toContain(`Order no.: ${booking.custom_order_id}`);
  expect(flat, 'the supplier’s GSTIN, registered in Haryana (06)').toMatch(/GSTIN: 06[0-9A-Z]{13}/);
  // Sector 69, Gurugram is in the supplier's state: CGST and SGST at 9% each, no IGST.
  expect(flat).toMatch(/Place of supply/i);
  expect(flat).toContain('Haryana (06)');
  expect(flat).toMatch(/CGST @ 9% ₹[\d,]+\.\d\d/);
  expect(flat).toMatch(/SGST @ 9% ₹[\d,]+\.\d\d/);
  expect(flat).not.toContain('IGST');
  expect(flat).toContain(`Total (GST included) ${due.includes('.') ? due : `${due}.00`}`);
  expect(flat).toMatch(/UPI \(QR at the door\) ₹[\d,]+\.\d\d/);
});
