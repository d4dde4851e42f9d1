import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { UPDATE_CHECK_INTERVAL_MS, UPDATE_RELOAD_DELAY_MS } from '@/lib/pwa';
import { UpdateBanner } from './update-banner';

// vite-plugin-pwa builds this module; here it is a stand-in holding the same state the real hook keeps.
const sw = vi.hoisted(() => ({
  options: undefined as RegisterSWOptions | undefined,
  setNeedRefresh: undefined as ((value: boolean) => void) | undefined,
  updateServiceWorker: undefined as unknown as ReturnType<typeof vi.fn>,
}));
vi.mock('virtual:pwa-register/react', async () => {
  const { useState } = await import('react');
  return {
    useRegisterSW(options: RegisterSWOptions) {
      const [options0] = useState(options);
      sw.options = options0;
      const needRefresh = useState(false);
      sw.setNeedRefresh = needRefresh[1];
      return { needRefresh, offlineReady: useState(false), updateServiceWorker: sw.updateServiceWorker };
    },
  };
});

function fakeRegistration() {
  return { update: vi.fn(() => Promise.resolve()), installing: null } as unknown as ServiceWorkerRegistration & {
    update: ReturnType<typeof vi.fn>;
  };
}

const reload = vi.fn();

beforeEach(() => {
  sw.updateServiceWorker = vi.fn(() => Promise.resolve());
  reload.mockReset();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
});
afterEach(() => vi.useRealTimers());

function showNewVersion() {
  act(() => sw.setNeedRefresh?.(true));
}

describe('UpdateBanner', () => {
  it('shows nothing until a new service worker is waiting, then offers the update', () => {
    render(<UpdateBanner appName="Washday Rider" />);
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
    showNewVersion();
    expect(screen.getByText('A new version is available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  });

  it('asks first, then tells the waiting worker to skip waiting and reloads 0.5 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<UpdateBanner appName="Washday Rider" />);
    showNewVersion();

    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('dialog', { name: 'Update Washday Rider?' })).toBeInTheDocument();
    expect(sw.updateServiceWorker).not.toHaveBeenCalled();

    vi.useFakeTimers();
    await act(async () => {
      screen.getByRole('button', { name: 'Update now' }).click();
    });
    expect(sw.updateServiceWorker).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Updating...' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(UPDATE_RELOAD_DELAY_MS - 1));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the rider cancels the confirmation', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<UpdateBanner appName="Washday Rider" />);
    showNewVersion();

    await user.click(screen.getByRole('button', { name: 'Update' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5_000));
    expect(sw.updateServiceWorker).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  });

  it('offers and confirms the update in Hindi', async () => {
    await act(async () => {
      await i18n.changeLanguage('hi');
    });
    const user = userEvent.setup();
    render(<UpdateBanner appName="Washday Rider" />);
    showNewVersion();
    const banner = screen.getByRole('region', { name: 'ऐप अपडेट' });
    expect(banner).toHaveTextContent('नया वर्ज़न आ गया है');
    expect(screen.getByRole('button', { name: 'बाद में' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'अपडेट करें' }));
    const dialog = screen.getByRole('dialog', { name: 'Washday Rider अपडेट करें?' });
    expect(dialog).toHaveTextContent('ऐप नए वर्ज़न के साथ दोबारा खुलेगा।');
    expect(screen.getByRole('button', { name: 'अभी अपडेट करें' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'रद्द करें' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sw.updateServiceWorker).not.toHaveBeenCalled();
  });

  it('hides until the next visit when put off', async () => {
    const user = userEvent.setup();
    render(<UpdateBanner appName="Washday Rider" />);
    showNewVersion();
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
    expect(sw.updateServiceWorker).not.toHaveBeenCalled();
  });

  it('keeps the library from reloading on its own', () => {
    render(<UpdateBanner appName="Washday Rider" />);
    sw.options?.onNeedReload?.();
    expect(reload).not.toHaveBeenCalled();
  });

  it('looks for a new version every 10 minutes once registered, and stops when unmounted', () => {
    vi.useFakeTimers();
    const { unmount } = render(<UpdateBanner appName="Washday Rider" />);
    const registration = fakeRegistration();
    act(() => sw.options?.onRegisteredSW?.('/sw.js', registration));

    act(() => vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS - 1));
    expect(registration.update).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(registration.update).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS));
    expect(registration.update).toHaveBeenCalledTimes(2);

    unmount();
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS * 3);
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it('skips the check while offline', () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<UpdateBanner appName="Washday Rider" />);
    const registration = fakeRegistration();
    act(() => sw.options?.onRegisteredSW?.('/sw.js', registration));
    act(() => vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS));
    expect(registration.update).not.toHaveBeenCalled();
  });
});
