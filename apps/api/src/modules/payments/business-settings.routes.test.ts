import { describe, expect, it } from 'vitest';
import { BUSINESS_SETTINGS_MESSAGES, DEMO_BUSINESS_SETTINGS, gstinCheckCharacter } from '@washday/core';
import { adminAndOthers } from '../../test/identity-fixtures.js';
import { useTestApp } from '../../test/test-app.js';

describe('the business details printed on invoices', () => {
  const ctx = useTestApp();

  it('starts with the fictional demo supplier, saves an admin’s own, and refuses a GSTIN of another state', async () => {
    const { admin } = await adminAndOthers(ctx.app, '97800000');
    const url = '/api/admin/settings/business';
    const first = await ctx.app.inject({ method: 'GET', url, headers: admin });
    expect(first.json()).toMatchObject({ settings: DEMO_BUSINESS_SETTINGS, saved: false });

    const gstin = `06AAACL1234B1Z${gstinCheckCharacter('06AAACL1234B1Z')}`;
    const mine = { ...DEMO_BUSINESS_SETTINGS, legalName: 'Lotus Laundry LLP', gstin: gstin.toLowerCase() };
    const saved = await ctx.app.inject({ method: 'PUT', url, headers: admin, payload: mine });
    expect(saved.json()).toMatchObject({
      message: 'Business details saved',
      saved: true,
      settings: { legalName: 'Lotus Laundry LLP', gstin },
    });
    expect((await ctx.app.inject({ method: 'GET', url, headers: admin })).json().settings.gstin).toBe(gstin);

    const delhi = await ctx.app.inject({ method: 'PUT', url, headers: admin, payload: { ...mine, stateCode: '07' } });
    expect([delhi.statusCode, delhi.json().field, delhi.json().message]).toEqual([
      400,
      'gstin',
      BUSINESS_SETTINGS_MESSAGES.gstinState,
    ]);
    const typo = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: admin,
      payload: { ...mine, gstin: `${gstin.slice(0, 14)}Q` },
    });
    expect([typo.statusCode, typo.json().message]).toEqual([400, BUSINESS_SETTINGS_MESSAGES.gstin]);
  });
});
