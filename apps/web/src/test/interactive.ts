import { waitFor } from '@testing-library/react';

/** The pointer-events that apply to an element: the nearest declaration on it or an ancestor, as user-event reads it. */
function effectivePointerEvents(element: Element): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const value = window.getComputedStyle(node).pointerEvents;
    if (value) return value;
  }
  return 'auto';
}

/**
 * Waits until a pointer can reach the element. A Radix menu that opens a modal dialog hands the page's
 * pointer-events over in a later effect; on a busy machine a click can land before that.
 */
export async function waitUntilClickable(element: Element) {
  await waitFor(() => {
    if (effectivePointerEvents(element) === 'none') throw new Error('The element does not take pointer events yet');
  });
}
