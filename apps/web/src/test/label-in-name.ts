import { within, type ByRoleMatcher } from '@testing-library/react';

// WCAG 2.5.3 (label in name), read as axe's rule label-content-name-mismatch reads it: a control named by aria-label
// or aria-labelledby must hold the text it shows, in order, leaving out punctuation, symbols and case (a control
// named by its content holds it already). The journeys run that rule in a browser (e2e/tests/support/axe.ts); this
// is the same check on a component in jsdom, which has no styles.

/** Lower case, without punctuation or symbols ('(', ':', '+', '₹'), on one line. */
function curate(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\p{P}\p{S}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text an element shows: its text nodes joined as they stand, leaving out what only screen readers get (.sr-only). */
function shownText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node instanceof Element && node.classList.contains('sr-only')) return '';
  return Array.from(node.childNodes, shownText).join('');
}

/**
 * The controls of `role` in `container` named by aria-label or aria-labelledby whose name does not hold the text they
 * show, one line each ('name ← shown'); none is what WCAG 2.5.3 wants.
 */
export function labelsNotInName(container: HTMLElement, role: ByRoleMatcher): string[] {
  const mismatches: string[] = [];
  within(container).queryAllByRole(role, {
    hidden: true,
    name: (name, element) => {
      if (!element.hasAttribute('aria-label') && !element.hasAttribute('aria-labelledby')) return false;
      const shown = curate(shownText(element));
      if (shown && !curate(name).includes(shown)) mismatches.push(`${name} ← ${shownText(element)}`);
      return false;
    },
  });
  return mismatches;
}
