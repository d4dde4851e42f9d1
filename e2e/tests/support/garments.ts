import { expect, request as playwrightRequest, type APIRequestContext, type Locator } from '@playwright/test';
import { okJson } from './api';
import { codeFor } from './outbox';

// Garments after the pickup (decision 0034), through the API: the laundry scans each tag in and packs each one, and
// the delivery rider checks every tag at the door before the handover code.

/** The demo laundry's staff member (apps/api/src/db/seed/seed-demo.ts). */
export const DEMO_LAUNDRY_PHONE = '9810000009';

const laundryTokens = new Map<string, string>();

/** A session of the demo laundry's staff member, signed in once per server (the outbox holds the code). */
async function laundrySession(baseURL: string, outbox: APIRequestContext): Promise<Record<string, string>> {
  let token = laundryTokens.get(baseURL);
  if (!token) {
    const laundry = await playwrightRequest.newContext({ baseURL });
    try {
      // One code a minute per phone: a journey that just signed the laundry in on its screen waits that minute out once.
      let asked = await laundry.post('/api/vendor/request-otp', { data: { phone: DEMO_LAUNDRY_PHONE } });
      if (asked.status() === 429) {
        const { retryAfterSeconds } = (await asked.json()) as { retryAfterSeconds?: number };
        await new Promise((resolve) => setTimeout(resolve, ((retryAfterSeconds ?? 60) + 1) * 1000));
        asked = await laundry.post('/api/vendor/request-otp', { data: { phone: DEMO_LAUNDRY_PHONE } });
      }
      await okJson(asked);
      const otp = await codeFor(outbox, DEMO_LAUNDRY_PHONE);
      ({ token } = await okJson<{ token: string }>(
        await laundry.post('/api/vendor/verify-otp', { data: { phone: DEMO_LAUNDRY_PHONE, otp } }),
      ));
      laundryTokens.set(baseURL, token);
    } finally {
      await laundry.dispose();
    }
  }
  return { Authorization: `Bearer ${token}` };
}

interface StageScan {
  tags: Array<{ code: string; scanned_at: string | null }>;
  complete: boolean;
}

/**
 * The laundry scans every tag of the order at a stage: 'intake' before received, 'packing' while processing. `signedIn`:
 * the request context of a laundry page already signed in (its session cookie is used instead of a new sign-in).
 */
export async function laundryScansThroughApi(
  baseURL: string,
  outbox: APIRequestContext,
  bookingId: string,
  stage: 'intake' | 'packing',
  signedIn?: APIRequestContext,
): Promise<string[]> {
  const headers = signedIn ? { Origin: baseURL } : await laundrySession(baseURL, outbox);
  const laundry = signedIn ?? (await playwrightRequest.newContext({ baseURL }));
  try {
    const { scan } = await okJson<{ scan: StageScan }>(
      await laundry.get(`/api/vendor/orders/${bookingId}/scans?stage=${stage}`, { headers }),
    );
    for (const tag of scan.tags)
      await okJson(await laundry.post(`/api/vendor/orders/${bookingId}/scans`, { headers, data: { stage, code: tag.code } }));
    return scan.tags.map((tag) => tag.code);
  } finally {
    if (!signedIn) await laundry.dispose();
  }
}

/** The delivery rider scans every tag of the order at the door, through the API with the rider's session. */
export async function doorScansThroughApi(
  rider: APIRequestContext,
  headers: Record<string, string>,
  bookingId: string,
): Promise<string[]> {
  const { scan } = await okJson<{ scan: StageScan }>(await rider.get(`/api/riders/orders/${bookingId}/door-scans`, { headers }));
  for (const tag of scan.tags)
    await okJson(await rider.post(`/api/riders/orders/${bookingId}/door-scans`, { headers, data: { code: tag.code } }));
  return scan.tags.map((tag) => tag.code);
}

/** The codes of the order's tags, as the delivery rider's door check lists them (a signed-in rider page's request). */
export async function doorCodesOf(rider: APIRequestContext, bookingId: string): Promise<string[]> {
  const { scan } = await okJson<{ scan: StageScan }>(await rider.get(`/api/riders/orders/${bookingId}/door-scans`));
  return scan.tags.map((tag) => tag.code);
}

/** In the Complete delivery dialog: types each tag's code into the door check, as a rider without a camera does. */
export async function typeDoorCodes(dialog: Locator, codes: readonly string[]): Promise<void> {
  const field = dialog.getByLabel('Tag code');
  for (const [index, code] of codes.entries()) {
    await field.fill(code.toLowerCase());
    await field.press('Enter');
    await expect(dialog.getByTestId('door-progress')).toContainText(`${index + 1} of ${codes.length} scanned`);
  }
}
