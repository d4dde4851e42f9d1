import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, DEFAULT_PREFERENCES, contract, mergePreferences, type Preferences } from '@washday/core';
import { i18n } from '@/lib/i18n';
import { fail, mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { usePreferenceLanguage } from '../hooks/use-preference-language';
import { preferencesOf } from '../testing/preferences-fixtures';
import { PreferencesDialog } from './preferences-dialog';
import { englishLeftIn } from '@/test/english-left';

// Preferences in Hindi, and the switch to it from the Language choice (preferences-dialog.test.tsx checks English).

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  toast.dismiss();
});

/** The customer app applies the preferred language with usePreferenceLanguage; so does this harness. */
function CustomerAppLanguage() {
  usePreferenceLanguage(true);
  return null;
}

function renderDialog() {
  const user = userEvent.setup();
  const onAccountDeleted = vi.fn();
  renderWithProviders(
    <>
      <CustomerAppLanguage />
      <PreferencesDialog open onOpenChange={() => {}} onAccountDeleted={onAccountDeleted} />
      <Toaster />
    </>,
  );
  return { user, onAccountDeleted };
}

const saved = (body: unknown) => ({
  success: true as const,
  message: 'Preferences saved successfully',
  preferences: mergePreferences(DEFAULT_PREFERENCES, body as Preferences),
});
const texts = (elements: HTMLElement[]) =>
  elements.map((element) => element.closest('label')?.textContent ?? element.textContent);

describe('preferences in Hindi', () => {
  it('shows the five cards, every option and the buttons in Hindi', async () => {
    await i18n.changeLanguage('hi');
    mockApi([on(contract.preferences.get, preferencesOf({ communication: { language: 'hindi' } }))]);
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'पसंद और सेटिंग्स' });
    const form = await within(dialog).findByRole('form', { name: 'पसंद और सेटिंग्स' });
    const card = (name: string) => within(form).getByRole('region', { name });

    expect(
      within(form)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['सूचनाएँ', 'शेड्यूल', 'संपर्क', 'प्राइवेसी', 'दिखावट']);
    expect(within(card('सूचनाएँ')).getByRole('switch', { name: 'ऑर्डर अपडेट' })).toHaveAttribute('aria-checked', 'true');
    expect(within(card('सूचनाएँ')).getByRole('switch', { name: 'इस डिवाइस पर' })).toBeInTheDocument();
    expect(texts(within(card('शेड्यूल')).getAllByRole('radio'))).toEqual(['सुबह8 से 12 बजे', 'दोपहर12 से 4 बजे', 'शाम4 से 8 बजे']);
    const reminder = within(card('शेड्यूल')).getByRole('combobox', { name: 'रिमाइंडर कब भेजें' });
    expect(
      within(reminder)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['30 मिनट पहले', '1 घंटा पहले', '2 घंटे पहले', '1 दिन पहले']);
    expect(within(card('शेड्यूल')).getByRole('switch', { name: 'अपने-आप दोबारा बुक करें' })).toBeInTheDocument();

    const language = within(card('संपर्क')).getByRole('combobox', { name: 'भाषा' });
    expect(language).toHaveValue('hindi');
    expect(texts(within(card('संपर्क')).getAllByRole('radio'))).toEqual(['मैसेज (SMS)', 'WhatsApp', 'फ़ोन कॉल']);
    expect(within(card('संपर्क')).getByText('ऑर्डर के मैसेज SMS पर आएँगे।')).toBeInTheDocument();
    expect(
      within(card('प्राइवेसी'))
        .getAllByRole('switch')
        .map((s) => document.getElementById(s.getAttribute('aria-labelledby')!)?.textContent),
    ).toEqual(['लोकेशन शेयर करें', 'डेटा इकट्ठा करना', 'आपकी पसंद के विज्ञापन']);
    expect(texts(within(card('दिखावट')).getAllByRole('radio'))).toEqual(['हरा', 'नीला', 'बैंगनी', 'नारंगी']);
    expect(within(card('दिखावट')).getByRole('switch', { name: 'डार्क मोड' })).toBeInTheDocument();

    expect(within(form).getByRole('button', { name: 'मेरा डेटा डाउनलोड करें' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'मेरा अकाउंट डिलीट करें' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'सेटिंग्स सेव करें' })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'बंद करें' })).toBeEnabled();
    expect(englishLeftIn(dialog, ['English'])).toEqual([]);
  });

  it('names each language in its own script, whatever the interface language', async () => {
    mockApi([on(contract.preferences.get, preferencesOf())]);
    renderDialog();
    const language = await screen.findByRole('combobox', { name: 'Language' });
    const options = within(language).getAllByRole('option');
    expect(options.map((o) => [o.textContent, o.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['हिन्दी', 'hi'],
    ]);

    await i18n.changeLanguage('hi');
    expect(
      within(await screen.findByRole('combobox', { name: 'भाषा' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', 'हिन्दी']);
  });

  it('switches the whole interface to Hindi as soon as Hindi is saved, and back to English', async () => {
    const api = mockApi([
      on(contract.preferences.get, preferencesOf()),
      on(contract.preferences.update, ({ body }) => saved(body)),
    ]);
    const { user } = renderDialog();
    await screen.findByRole('form', { name: 'Preferences' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hindi');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    // The save's own toast is already in Hindi, and so is everything on screen.
    expect(await screen.findByText('सेटिंग्स सेव हो गईं')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'पसंद और सेटिंग्स' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'सूचनाएँ' })).toBeInTheDocument();
    expect(i18n.language).toBe('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
    // Remembered on this device for the next visit.
    expect(window.localStorage.getItem('washday.language')).toBe('hi');
    expect(api.calls(contract.preferences.update)[0]?.body).toMatchObject({ communication: { language: 'hindi' } });

    await user.selectOptions(screen.getByRole('combobox', { name: 'भाषा' }), 'english');
    await user.click(screen.getByRole('button', { name: 'सेटिंग्स सेव करें' }));
    expect(await screen.findByRole('dialog', { name: 'Preferences' })).toBeInTheDocument();
    await waitFor(() => expect(i18n.language).toBe('en'));
  });

  it('words a failed save and a refused deletion in Hindi, with the number of open orders', async () => {
    await i18n.changeLanguage('hi');
    mockApi([
      on(contract.preferences.get, preferencesOf({ communication: { language: 'hindi' } })),
      on(contract.preferences.update, () => fail(500, 'Internal error')),
      on(contract.account.remove, () => fail(409, ACCOUNT_MESSAGES.openOrders(2), { error: 'OPEN_ORDERS' })),
    ]);
    const { user, onAccountDeleted } = renderDialog();
    const form = await screen.findByRole('form', { name: 'पसंद और सेटिंग्स' });

    await user.click(within(form).getByRole('switch', { name: 'डार्क मोड' }));
    await user.click(within(form).getByRole('button', { name: 'सेटिंग्स सेव करें' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('सेटिंग्स सेव नहीं हो पाईं। कृपया फिर से कोशिश करें।');

    await user.click(within(form).getByRole('button', { name: 'मेरा अकाउंट डिलीट करें' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'अपना अकाउंट डिलीट करें?' });
    expect(confirm).toHaveTextContent('पुराने ऑर्डर भुगतान के रिकॉर्ड के तौर पर');
    await user.click(within(confirm).getByRole('button', { name: 'मेरा अकाउंट डिलीट करें' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'आपके 2 ऑर्डर अभी चल रहे हैं। उनके डिलीवर या रद्द होने के बाद आप अपना अकाउंट डिलीट कर सकते हैं।',
    );
    expect(onAccountDeleted).not.toHaveBeenCalled();
  });

  it("keeps the server's exact English for open orders in English", async () => {
    mockApi([
      on(contract.preferences.get, preferencesOf()),
      on(contract.account.remove, () => fail(409, ACCOUNT_MESSAGES.openOrders(3), { error: 'OPEN_ORDERS' })),
    ]);
    const { user } = renderDialog();
    await screen.findByRole('form', { name: 'Preferences' });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete my account' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.openOrders(3));
  });
});
