import {
  BUSINESS_SETTINGS_MESSAGES,
  DEMO_BUSINESS_SETTINGS,
  contract,
  gstinCheckCharacter,
  type BusinessSettings,
} from '@washday/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { BusinessSettingsScreen, DEMO_DETAILS_WARNING } from './business-settings-screen';

const GET = contract.payments.businessSettings;
const PUT = contract.payments.saveBusinessSettings;
const withCheck = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
const HARYANA_GSTIN = withCheck('06AAACL1234B1Z');
const DELHI_GSTIN = withCheck('07AAACL1234B1Z');

afterEach(() => vi.unstubAllGlobals());

function setup(saved = false, settings: BusinessSettings = DEMO_BUSINESS_SETTINGS) {
  const api = mockApi([
    on(GET, { success: true, settings, saved }),
    on(PUT, ({ body }) => ({ success: true, message: 'Business details saved', settings: body, saved: true })),
  ]);
  renderWithProviders(<BusinessSettingsScreen />);
  return { api, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Save business details' });

describe('business details', () => {
  it("shows the demo's details with a warning until the business's own are saved", async () => {
    const { api, user } = setup();
    expect(await screen.findByText(DEMO_DETAILS_WARNING)).toBeInTheDocument();
    expect(field('Legal name')).toHaveValue(DEMO_BUSINESS_SETTINGS.legalName);
    expect(field('GSTIN')).toHaveValue(DEMO_BUSINESS_SETTINGS.gstin);
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveDisplayValue('Haryana (06)');
    expect(field('GST rate (%)')).toHaveValue('18');
    expect(field('SAC')).toHaveValue('999712');
    const preview = within(screen.getByRole('complementary', { name: 'On the invoice' }));
    expect(preview.getByText(DEMO_BUSINESS_SETTINGS.legalName)).toBeInTheDocument();

    await user.clear(field('Legal name'));
    await user.type(field('Legal name'), 'Lotus Laundry LLP');
    await user.clear(field('GSTIN'));
    await user.type(field('GSTIN'), HARYANA_GSTIN.toLowerCase());
    await user.clear(field('GST rate (%)'));
    await user.type(field('GST rate (%)'), '12.5');
    expect(preview.getByText('Lotus Laundry LLP')).toBeInTheDocument();
    await user.click(save());

    await waitFor(() => expect(screen.queryByText(DEMO_DETAILS_WARNING)).toBeNull());
    expect(api.calls(PUT)[0]!.body).toEqual({
      ...DEMO_BUSINESS_SETTINGS,
      legalName: 'Lotus Laundry LLP',
      gstin: HARYANA_GSTIN,
      gstRatePercent: 12.5,
    });
    expect(field('GST rate (%)')).toHaveValue('12.5');
  });

  it("refuses a GSTIN of another state with core's message, and says which state it names", async () => {
    const { api, user } = setup(true);
    await user.clear(await screen.findByRole('textbox', { name: 'GSTIN' }));
    await user.type(field('GSTIN'), DELHI_GSTIN);
    expect(screen.getByText('This GSTIN is registered in Delhi (07).')).toBeInTheDocument();
    await user.click(save());
    expect(await screen.findByText(BUSINESS_SETTINGS_MESSAGES.gstinState)).toBeInTheDocument();
    expect(field('GSTIN')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls(PUT)).toHaveLength(0);

    // Choosing Delhi makes the pair agree.
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), '07');
    expect(screen.queryByText(BUSINESS_SETTINGS_MESSAGES.gstinState)).toBeNull();
    await user.click(save());
    await waitFor(() => expect(api.calls(PUT)).toHaveLength(1));
    expect(api.calls(PUT)[0]!.body).toMatchObject({ gstin: DELHI_GSTIN, stateCode: '07' });
  });

  it("refuses a mistyped GSTIN, a rate off the steps, a short SAC and a UPI ID without a bank, each with core's message", async () => {
    const { api, user } = setup(true);
    await user.clear(await screen.findByRole('textbox', { name: 'GSTIN' }));
    await user.type(field('GSTIN'), `${HARYANA_GSTIN.slice(0, 14)}${HARYANA_GSTIN.endsWith('Q') ? 'R' : 'Q'}`);
    await user.clear(field('GST rate (%)'));
    await user.type(field('GST rate (%)'), '18.3');
    await user.clear(field('SAC'));
    await user.type(field('SAC'), '9997');
    await user.clear(field('UPI ID'));
    await user.type(field('UPI ID'), 'washday');
    await user.click(save());
    for (const message of [
      BUSINESS_SETTINGS_MESSAGES.gstin,
      BUSINESS_SETTINGS_MESSAGES.rate,
      BUSINESS_SETTINGS_MESSAGES.sac,
      BUSINESS_SETTINGS_MESSAGES.upi,
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    await user.clear(field('GST rate (%)'));
    await user.click(save());
    expect(await screen.findByText(BUSINESS_SETTINGS_MESSAGES.rate)).toBeInTheDocument();
    expect(api.calls(PUT)).toHaveLength(0);
  });

  it("puts the server's refusal under the field it names", async () => {
    mockApi([
      on(GET, { success: true, settings: DEMO_BUSINESS_SETTINGS, saved: true }),
      on(PUT, () => fail(400, BUSINESS_SETTINGS_MESSAGES.gstinState, { field: 'gstin' })),
    ]);
    renderWithProviders(<BusinessSettingsScreen />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save business details' }));
    expect(await screen.findByText(BUSINESS_SETTINGS_MESSAGES.gstinState)).toBeInTheDocument();
    expect(field('GSTIN')).toHaveFocus();
  });

  it('says when the details cannot load, with a Retry', async () => {
    mockApi([on(GET, () => fail(500, 'Something went wrong on our side. Please try again.'))]);
    renderWithProviders(<BusinessSettingsScreen />);
    expect(await screen.findByText('Could not load the business details')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
