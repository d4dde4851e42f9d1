/**
 * The bars fixed along the bottom edge (the cart bar, checkout's Place Order bar, the WhatsApp button, the rider's tab
 * bar) and how much of the screen each covers, so floating banners (install, update) sit above them, never on them.
 */
const covered = new Map<symbol, number>();
const listeners = new Set<() => void>();
let highest = 0;

/** Records how many pixels from the bottom edge a bar covers (0 when it covers none or is gone). */
export function setBottomBar(key: symbol, px: number): void {
  if (px > 0) covered.set(key, px);
  else covered.delete(key);
  const next = Math.max(0, ...covered.values());
  if (next === highest) return;
  highest = next;
  for (const listener of listeners) listener();
}

export function subscribeBottomBars(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The tallest strip the bars cover along the bottom edge, in pixels. */
export const bottomBarsInset = (): number => highest;

/**
 * The strip a bar covers, from its top edge to the screen's bottom edge: its `bottom` (safe area included) plus its
 * height. Read from layout rather than its box on screen, so an entry animation (a slide up) does not count. A bar
 * that is not fixed to the bottom (checkout's bar on desktop sits in the page) covers nothing.
 */
export function coveredBottom(element: HTMLElement): number {
  const style = getComputedStyle(element);
  if (style.position !== 'fixed' || style.display === 'none') return 0;
  const bottom = Number.parseFloat(style.bottom);
  return Number.isFinite(bottom) ? Math.max(0, Math.ceil(bottom + element.offsetHeight)) : 0;
}
