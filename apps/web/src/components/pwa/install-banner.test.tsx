import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { INSTALL_PROMPT_DELAY_MS, IOS_INSTALL_PROMPT_DELAY_MS, installPromptStorageKey } from '@/lib/pwa';
import { InstallBanner } from './install-banner';

const KEY = installPromptStorageKey('rider');
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';

function renderBanner() {
  return render(<InstallBanner app="rider" appName="Washday Rider" pitch="Open your jobs in one tap." />);
}

/** Chromium's beforeinstallprompt, with the outcome the rider will pick in the browser's own prompt. */
function fireInstallEvent(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

function advance(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

const installButton = () => screen.queryByRole('button', { name: 'Install' });

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('InstallBanner', () => {
  it('offers installing 3 s after the browser says the app can be installed, instead of its own mini-infobar', () => {
    renderBanner();
    advance(10_000);
    expect(installButton()).not.toBeInTheDocument();

    const event = fireInstallEvent();
    expect(event.defaultPrevented).toBe(true);
    advance(INSTALL_PROMPT_DELAY_MS - 1);
    expect(installButton()).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('region', { name: 'Install Washday Rider' })).toHaveTextContent('Open your jobs in one tap.');
    expect(installButton()).toBeInTheDocument();
  });

  it('opens the browser prompt on Install, reads the choice and never offers again', async () => {
    const { unmount } = renderBanner();
    const event = fireInstallEvent('accepted');
    advance(INSTALL_PROMPT_DELAY_MS);
    await act(async () => fireEvent.click(installButton()!));

    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(installButton()).not.toBeInTheDocument();
    expect(localStorage.getItem(KEY)).toBe('installed');

    unmount();
    renderBanner();
    fireInstallEvent();
    advance(INSTALL_PROMPT_DELAY_MS * 2);
    expect(installButton()).not.toBeInTheDocument();
  });

  it('records a prompt the rider turned down in the browser, so it is not offered again', async () => {
    const { unmount } = renderBanner();
    fireInstallEvent('dismissed');
    advance(INSTALL_PROMPT_DELAY_MS);
    await act(async () => fireEvent.click(installButton()!));
    expect(localStorage.getItem(KEY)).toBe('dismissed');

    unmount();
    renderBanner();
    fireInstallEvent();
    advance(INSTALL_PROMPT_DELAY_MS * 2);
    expect(installButton()).not.toBeInTheDocument();
  });

  it('is not shown again once dismissed', () => {
    const { unmount } = renderBanner();
    fireInstallEvent();
    advance(INSTALL_PROMPT_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(installButton()).not.toBeInTheDocument();
    expect(localStorage.getItem(KEY)).toBe('dismissed');

    unmount();
    renderBanner();
    const event = fireInstallEvent();
    advance(INSTALL_PROMPT_DELAY_MS * 2);
    expect(installButton()).not.toBeInTheDocument();
    // Left alone, the browser may still offer its own install UI.
    expect(event.defaultPrevented).toBe(false);
  });

  it('offers installing in Hindi', async () => {
    await act(async () => {
      await i18n.changeLanguage('hi');
    });
    renderBanner();
    fireInstallEvent();
    advance(INSTALL_PROMPT_DELAY_MS);
    expect(screen.getByRole('region', { name: 'Washday Rider इंस्टॉल करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'इंस्टॉल करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अभी नहीं' })).toBeInTheDocument();
  });

  it('is not shown when the app already runs installed (standalone display mode)', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)', media: query }));
    renderBanner();
    fireInstallEvent();
    advance(INSTALL_PROMPT_DELAY_MS * 2);
    expect(installButton()).not.toBeInTheDocument();
  });

  it('hides and remembers when the app gets installed another way', () => {
    renderBanner();
    fireInstallEvent();
    advance(INSTALL_PROMPT_DELAY_MS);
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(installButton()).not.toBeInTheDocument();
    expect(localStorage.getItem(KEY)).toBe('installed');
  });

  describe('on iOS', () => {
    it('explains Add to Home Screen 5 s after opening in Safari, and remembers the dismissal', () => {
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
      const { unmount } = renderBanner();
      advance(IOS_INSTALL_PROMPT_DELAY_MS - 1);
      expect(screen.queryByRole('region', { name: 'Install Washday Rider' })).not.toBeInTheDocument();
      advance(1);
      const banner = screen.getByRole('region', { name: 'Install Washday Rider' });
      expect(banner).toHaveTextContent('Tap in Safari, then Add to Home Screen');
      expect(screen.getByLabelText('Share')).toBeInTheDocument();
      expect(installButton()).not.toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
      expect(localStorage.getItem(KEY)).toBe('dismissed');
      unmount();
      renderBanner();
      advance(IOS_INSTALL_PROMPT_DELAY_MS * 2);
      expect(screen.queryByRole('region', { name: 'Install Washday Rider' })).not.toBeInTheDocument();
    });

    it('stays away when opened from the home screen', () => {
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
      // Safari's own flag for a page opened from a home-screen icon.
      Object.defineProperty(navigator, 'standalone', { value: true, configurable: true });
      try {
        renderBanner();
        advance(IOS_INSTALL_PROMPT_DELAY_MS * 2);
        expect(screen.queryByRole('region', { name: 'Install Washday Rider' })).not.toBeInTheDocument();
      } finally {
        delete (navigator as Navigator & { standalone?: boolean }).standalone;
      }
    });

    it('explains it in Hindi, the Share icon named in Hindi too', async () => {
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
      await act(async () => {
        await i18n.changeLanguage('hi');
      });
      renderBanner();
      advance(IOS_INSTALL_PROMPT_DELAY_MS);
      const banner = screen.getByRole('region', { name: 'Washday Rider इंस्टॉल करें' });
      expect(banner).toHaveTextContent('Safari में दबाएँ, फिर होम स्क्रीन में जोड़ें चुनें।');
      expect(screen.getByLabelText('शेयर करें')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'हटाएँ' })).toBeInTheDocument();
    });

    it('says nothing in other iOS browsers, which cannot add to the home screen the same way', () => {
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_CHROME);
      renderBanner();
      advance(IOS_INSTALL_PROMPT_DELAY_MS * 2);
      expect(screen.queryByRole('region', { name: 'Install Washday Rider' })).not.toBeInTheDocument();
    });
  });
});
