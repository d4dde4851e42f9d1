import { afterEach, describe, expect, it, vi } from 'vitest';
import { installPromptStorageKey, isIosSafari, readInstallPromptRecord, writeInstallPromptRecord } from './pwa';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iphoneFirefox:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  // iPadOS Safari asks for desktop sites and says Macintosh; only the touch points give it away.
  ipadDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};

afterEach(() => localStorage.clear());

describe('isIosSafari', () => {
  it('recognises Safari on iPhone and on iPad in desktop mode', () => {
    expect(isIosSafari(UA.iphoneSafari, 5)).toBe(true);
    expect(isIosSafari(UA.ipadDesktop, 5)).toBe(true);
  });

  it('leaves out a Mac, Android and the other iOS browsers', () => {
    expect(isIosSafari(UA.ipadDesktop, 0)).toBe(false);
    expect(isIosSafari(UA.android, 5)).toBe(false);
    expect(isIosSafari(UA.iphoneChrome, 5)).toBe(false);
    expect(isIosSafari(UA.iphoneFirefox, 5)).toBe(false);
  });
});

describe('install prompt record', () => {
  it('is kept per installable area', () => {
    writeInstallPromptRecord(installPromptStorageKey('rider'), 'dismissed');
    expect(localStorage.getItem('washday.install-prompt.rider')).toBe('dismissed');
    expect(readInstallPromptRecord(installPromptStorageKey('rider'))).toBe('dismissed');
    expect(readInstallPromptRecord(installPromptStorageKey('customer'))).toBeUndefined();
  });

  it('ignores a value it did not write', () => {
    localStorage.setItem(installPromptStorageKey('rider'), 'maybe');
    expect(readInstallPromptRecord(installPromptStorageKey('rider'))).toBeUndefined();
  });

  it('survives storage that refuses writes', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeInstallPromptRecord(installPromptStorageKey('rider'), 'installed')).not.toThrow();
  });
});
