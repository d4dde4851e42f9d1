import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NAMESPACES } from '@/locales';
import { i18n, loadLanguage } from './i18n';

describe('loading Hindi', () => {
  // The test setup loads Hindi for every test; here it is fetched afresh, then put back.
  beforeEach(() => {
    for (const namespace of NAMESPACES) i18n.removeResourceBundle('hi', namespace);
  });
  afterEach(async () => {
    Reflect.deleteProperty(document, 'fonts');
    await loadLanguage('hi');
  });

  it('waits for the Devanagari font with the strings, so Hindi is never drawn before its font is here', async () => {
    let fontLoaded: () => void = () => {};
    const load = vi.fn(() => new Promise<void>((resolve) => (fontLoaded = resolve)));
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    let settled = false;
    const loading = loadLanguage('hi').then(() => (settled = true));
    await vi.waitFor(() =>
      expect(load).toHaveBeenCalledWith('1em "Washday Devanagari"', expect.stringMatching(/[\u0900-\u097F]/)),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
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
