import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// WCAG 2.1 A and AA rules. A journey fails on any serious or critical finding (issue 25, item 12).
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
// WCAG 2.5.3 Label in Name: axe marks this rule experimental (off even under wcag21a), so it is turned on by name.
// Its impact is 'serious', so the filter above makes it blocking.
const RULES = { 'label-content-name-mismatch': { enabled: true } };

/** One line per failing element: the rule, its impact, the element (its selector and the start of its HTML) and axe's own summary of what is wrong. */
function describe(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.impact}): ${n.target.join(' ')} ${n.html.slice(0, 160)} — ${(n.failureSummary ?? v.help).replace(/\s+/g, ' ')}`,
    ),
  );
}

/** Runs axe over what the page shows now (open dialogs included) and fails with every serious or critical finding. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  // options() replaces every option set before it, so it comes first and withTags() adds runOnly to it.
  // A toast fading in (not yet data-mounted) or out (data-removed) has blended colours mid-fade, not what anyone reads.
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: RULES })
    .withTags(TAGS)
    .exclude('[data-sonner-toast][data-removed="true"]')
    .exclude('[data-sonner-toast][data-mounted="false"]')
    .analyze();
  const blocking = violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  // Soft: one run reports every page that fails, not only the first.
  expect.soft(describe(blocking), `axe on ${what}`).toEqual([]);
}
