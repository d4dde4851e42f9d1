import { expect, request as playwrightRequest, type APIRequestContext, type Locator } from '@playwright/test';
import { DEMO_ADMIN, okJson } from './api';

/**
 * Garment tags (decision 0034): a pickup completes only when its tags match the count. Operations print a fresh sheet
 * of labels (24 a sheet) and the journeys take its codes, as a rider takes labels from the sheet they carry.
 */
export async function printLabelCodes(baseURL: string, count: number): Promise<string[]> {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    const { data } = await okJson<{ data: { token: string } }>(await admin.post('/api/auth/login', { data: DEMO_ADMIN }));
    const { sheets } = await okJson<{ sheets: Array<{ code: string }> }>(
      await admin.post('/api/admin/tag-sheets', {
        headers: { Authorization: `Bearer ${data.token}` },
        data: { layout: 'A4-24', sheets: Math.max(1, Math.ceil(count / 24)) },
      }),
    );
    return Array.from(
      { length: count },
      (_, i) => `WD-${sheets[Math.floor(i / 24)]!.code}-${String((i % 24) + 1).padStart(2, '0')}`,
    );
  } finally {
    await admin.dispose();
  }
}

/** The pickup rider attaches `count` fresh labels to the order through the API. */
export async function tagPickupThroughApi(
  baseURL: string,
  rider: APIRequestContext,
  headers: Record<string, string>,
  bookingId: string,
  count: number,
): Promise<string[]> {
  const codes = await printLabelCodes(baseURL, count);
  for (const code of codes) await okJson(await rider.post(`/api/riders/orders/${bookingId}/tags`, { headers, data: { code } }));
  return codes;
}

/** In the Complete pickup dialog: types each label's code into the Tag items panel, as a rider without a camera does. */
export async function typeTagCodes(dialog: Locator, codes: readonly string[]): Promise<void> {
  const panel = dialog.getByRole('group', { name: 'Tag items' });
  for (const [index, code] of codes.entries()) {
    await panel.getByLabel('Label code').fill(code.toLowerCase());
    await panel.getByLabel('Label code').press('Enter');
    await expect(panel.getByText(code, { exact: true })).toBeVisible();
    await expect(panel.getByTestId('tag-progress')).toContainText(`${index + 1} of`);
  }
}
