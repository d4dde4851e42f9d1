import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartBar } from '@/features/cart/components/cart-bar';
import { useBottomBar } from '@/hooks/use-bottom-bar';
import { IOS_INSTALL_PROMPT_DELAY_MS } from '@/lib/pwa';
import { PwaBanners } from '@/components/pwa/pwa-banners';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/**
 * jsdom lays nothing out: elements named here report the layout the app's CSS gives them on a 390 px phone
 * (the cart bar: fixed 16 px above the bottom edge, 56 px tall).
 */
const LAYOUT: Record<string, { position: string; bottom: string; height: number }> = {
  Cart: { position: 'fixed', bottom: '16px', height: 56 },
  'Place Order bar': { position: 'fixed', bottom: '0px', height: 77 },
  'Desktop bar': { position: 'static', bottom: '0px', height: 60 },
};
const layoutOf = (element: Element) => LAYOUT[element.getAttribute('aria-label') ?? ''];

function FixedBar({ label }: { label: string }) {
  return <div ref={useBottomBar<HTMLDivElement>()} role="region" aria-label={label} />;
}

const banners = () => screen.getByRole('region', { name: 'Install Washday' }).parentElement!;

function renderScreen(bars: React.ReactNode) {
  const view = render(
    <>
      <PwaBanners app="customer" appName="Washday" pitch="Book a pickup in one tap." />
      {bars}
    </>,
  );
  act(() => vi.advanceTimersByTime(IOS_INSTALL_PROMPT_DELAY_MS));
  return view;
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const layout = layoutOf(element);
    const style = computed(element, pseudo);
    if (!layout) return style;
    const laidOut: Record<string, string> = { display: 'block', position: layout.position, bottom: layout.bottom };
    return new Proxy(style, {
      get: (target, key) => {
        if (typeof key === 'string' && key in laidOut) return laidOut[key];
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return layoutOf(this)?.height ?? 0;
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the install hint and the bars along the bottom edge', () => {
  it("on an iPhone sits above the View Cart bar while it shows, and back at the edge once it's gone", () => {
    const cart = (count: number) => <CartBar count={count} subtotal={140} layout="mobile" onCheckout={() => {}} />;
    const { rerender } = renderScreen(cart(0));
    expect(banners().style.bottom).toBe('');

    rerender(
      <>
        <PwaBanners app="customer" appName="Washday" pitch="Book a pickup in one tap." />
        {cart(2)}
      </>,
    );
    expect(screen.getByRole('button', { name: 'View Cart' })).toBeInTheDocument();
    // 16 px below the bar and its 56 px: the hint's bottom edge starts above the bar's top edge.
    expect(banners().style.bottom).toBe('72px');

    rerender(
      <>
        <PwaBanners app="customer" appName="Washday" pitch="Book a pickup in one tap." />
        {cart(0)}
      </>,
    );
    expect(banners().style.bottom).toBe('');
  });

  it('keeps above the tallest bar, and ignores a bar that sits in the page (checkout on a desktop)', () => {
    const { unmount } = renderScreen(
      <>
        <CartBar count={1} subtotal={70} layout="mobile" onCheckout={() => {}} />
        <FixedBar label="Place Order bar" />
      </>,
    );
    expect(banners().style.bottom).toBe('77px');
    unmount();

    renderScreen(<FixedBar label="Desktop bar" />);
    expect(banners().style.bottom).toBe('');
  });
});
