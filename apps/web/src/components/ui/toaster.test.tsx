import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test takes fresh copies of lib/toast and the host, so sonner starts out not loaded.
async function fresh() {
  vi.resetModules();
  const [toasts, host] = await Promise.all([import('@/lib/toast'), import('./toaster')]);
  return { ...toasts, Toaster: host.Toaster };
}

describe('toasts loaded on demand', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('shows a toast made before sonner arrived, under the id it answered at once', async () => {
    const { toast, loadedToasts, Toaster } = await fresh();
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();

    const id = toast.error('Could not save the address');
    expect(id).toMatch(/^toast-\d+$/);
    expect(loadedToasts()).toBeUndefined();

    expect(await screen.findByText('Could not save the address')).toBeInTheDocument();
    const sonner = loadedToasts();
    expect(sonner).toBeDefined();
    act(() => void sonner?.toast.dismiss(id));
  });

  it('keeps an id a caller gives, so a later toast replaces it', async () => {
    const { toast, Toaster } = await fresh();
    render(<Toaster />);
    expect(toast.info('Finding your location…', { id: 'locate' })).toBe('locate');
    expect(await screen.findByText('Finding your location…')).toBeInTheDocument();
    act(() => void toast.success('Location found', { id: 'locate' }));
    expect(await screen.findByText('Location found')).toBeInTheDocument();
    expect(screen.queryByText('Finding your location…')).not.toBeInTheDocument();
  });

  it('fetches sonner once the page is idle, with no toast asked for', async () => {
    const { loadedToasts, Toaster } = await fresh();
    render(<Toaster />);
    expect(loadedToasts()).toBeUndefined();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6_000);
    });
    await vi.waitFor(() => expect(loadedToasts()).toBeDefined());
    expect(await screen.findByRole('region')).toBeInTheDocument();
  });
});
