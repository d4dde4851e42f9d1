import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { useScrollRestoration } from './use-scroll-restoration';

const page: { navigate: NavigateFunction } = { navigate: () => undefined };
const navigate = (to: string | number) => (typeof to === 'number' ? page.navigate(to) : page.navigate(to));

function Page() {
  useScrollRestoration();
  const navigateHere = useNavigate();
  useLayoutEffect(() => {
    page.navigate = navigateHere;
  }, [navigateHere]);
  return null;
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

describe('scroll restoration', () => {
  let scrolls: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrolls = vi.fn();
    window.scrollTo = scrolls as unknown as typeof window.scrollTo;
    window.sessionStorage.clear();
  });
  afterEach(() => {
    scrollTo(0);
    window.scrollTo = () => {};
  });

  it('starts a new address at the top, and back returns to where that entry was scrolled', async () => {
    const browsers = window.history.scrollRestoration;
    const { unmount } = render(
      <MemoryRouter initialEntries={['/']}>
        <Page />
      </MemoryRouter>,
    );
    expect(window.history.scrollRestoration).toBe('manual');
    scrollTo(640);
    await act(async () => navigate('/bookings'));
    expect(scrolls).toHaveBeenLastCalledWith(0, 0);
    scrollTo(120);
    await act(async () => navigate(-1));
    expect(scrolls).toHaveBeenLastCalledWith(0, 640);
    await act(async () => navigate(1));
    expect(scrolls).toHaveBeenLastCalledWith(0, 120);
    // A reload of the tab finds the positions where it left them.
    window.dispatchEvent(new Event('pagehide'));
    expect(Object.values(JSON.parse(window.sessionStorage.getItem('washday.scroll-positions') ?? '{}'))).toEqual(
      expect.arrayContaining([640, 120]),
    );
    unmount();
    expect(window.history.scrollRestoration).toBe(browsers);
  });

  it('starts an address with a #hash at its element', async () => {
    const target = document.createElement('section');
    target.id = 'faq';
    target.scrollIntoView = vi.fn();
    document.body.append(target);
    render(
      <MemoryRouter initialEntries={['/']}>
        <Page />
      </MemoryRouter>,
    );
    await act(async () => navigate('/#faq'));
    expect(target.scrollIntoView).toHaveBeenCalled();
    target.remove();
  });
});
