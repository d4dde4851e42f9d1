import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAZY_NAMESPACES, NAMESPACES, english, loadResources } from '@/locales';
import { i18n, loadCustomerStrings, loadLanguage } from './i18n';

describe('loading Hindi', () => {
  // The test setup loads Hindi for every test; here it is fetched afresh, then put back.
  beforeEach(() => {
    for (const namespace of NAMESPACES) i18n.removeResourceBundle('hi', namespace);
  });
  afterEach(async () => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'fonts');
    await loadLanguage('hi');
  });

  it('waits for the Devanagari font with the strings, so Hindi is never drawn before its font is here', async () => {
    let fontLoaded: () => void = () => {};
    const load = vi.fn(() => new Promise<void>((resolve) => (fontLoaded = resolve)));
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    // The font's wait gives up after 3 s: on the test's clock, so the wait below stops short of it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let settled = false;
    const loading = loadLanguage('hi').then(() => (settled = true));
    // Asked for in the same tick as the strings (not through vi.waitFor, which would move the clock).
    expect(load).toHaveBeenCalledWith('1em "Washday Devanagari"', expect.stringMatching(/[\u0900-\u097F]/));
    // The strings are here, and all but the last moment of the font's 3 s has gone: only the font holds Hindi back.
    await loadResources('hi');
    await vi.advanceTimersByTimeAsync(2_999);
    expect(settled).toBe(false);
    fontLoaded();
    await loading;
    expect(i18n.hasResourceBundle('hi', 'common')).toBe(true);
  });

  it('does not fetch the font for English', async () => {
    const load = vi.fn(() => Promise.resolve());
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    await loadLanguage('en');
    expect(load).not.toHaveBeenCalled();
  });
});

describe('the customer screens beyond the home', () => {
  afterEach(async () => {
    await loadCustomerStrings();
  });

  it('are not bundled: their English is fetched the first time a screen asks for it', async () => {
    for (const namespace of LAZY_NAMESPACES) {
      expect(english).not.toHaveProperty(namespace);
      i18n.removeResourceBundle('en', namespace);
    }
    expect(i18n.exists('bookings:verifications.reviewNow')).toBe(false);
    await i18n.reloadResources('en', [...LAZY_NAMESPACES]);
    expect(i18n.t('bookings:verifications.reviewNow')).toBe('Review Now');
    for (const namespace of LAZY_NAMESPACES) expect(i18n.hasResourceBundle('en', namespace)).toBe(true);
  });
});
