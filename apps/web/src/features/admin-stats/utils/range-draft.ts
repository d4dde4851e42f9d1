import { ANALYTICS_MESSAGES, resolveAnalyticsRange, type AnalyticsRange } from '@washday/core';

/** The range typed in the two date fields, or why it cannot be shown (in the screen's words). */
export function checkDraft(
  draft: { from: string; to: string },
  today: string,
): { ok: true; range: AnalyticsRange } | { ok: false; message: string } {
  if (!draft.from || !draft.to) return { ok: false, message: 'Choose both a start and an end date' };
  const checked = resolveAnalyticsRange(draft, today);
  if (checked.ok) return { ok: true, range: { from: checked.from, to: checked.to, days: checked.days } };
  if (checked.message === ANALYTICS_MESSAGES.fromAfterTo)
    return { ok: false, message: 'The start date must be on or before the end date' };
  if (checked.message === ANALYTICS_MESSAGES.tooLong) return { ok: false, message: checked.message };
  return { ok: false, message: `Enter a real ${checked.field === 'from' ? 'start' : 'end'} date` };
}
