import type { KeyboardEvent } from 'react';

/** Where a key moves in a radio group: the next or previous choice, or the first or last. */
const KEY_STEPS: Readonly<Record<string, 1 | -1 | 'first' | 'last'>> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
  Home: 'first',
  End: 'last',
};

/** The index a key moves to among `count` choices from `at` (-1: none focused), round the ends. */
function steppedIndex(at: number, step: 1 | -1 | 'first' | 'last', count: number): number {
  if (step === 'first') return 0;
  if (step === 'last') return count - 1;
  if (at < 0) return step === 1 ? 0 : count - 1;
  return (at + step + count) % count;
}

/**
 * The keyboard of a radio group (WAI-ARIA APG): one Tab stop, the chosen value or else the first that can be chosen,
 * and the arrow keys (Home, End) choose the next one round the ends and move focus to it. `values` are the choices
 * that can be chosen, in order (a full slot is left out, so it is passed over); each radio carries
 * `data-value={value}` and `tabIndex={value === tabStop ? 0 : -1}`, and the group takes `onKeyDown`.
 */
export function rovingRadios(values: readonly string[], selected: string | null, onSelect: (value: string) => void) {
  const tabStop = selected !== null && values.includes(selected) ? selected : (values[0] ?? null);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = KEY_STEPS[event.key];
    if (step === undefined || values.length === 0) return;
    event.preventDefault();
    const focused = event.target instanceof HTMLElement ? event.target.dataset.value : undefined;
    const next = values[steppedIndex(focused === undefined ? -1 : values.indexOf(focused), step, values.length)]!;
    if (next !== selected) onSelect(next);
    const radios = event.currentTarget.querySelectorAll<HTMLElement>('[data-value]');
    [...radios].find((radio) => radio.dataset.value === next)?.focus();
  };

  return { tabStop, onKeyDown };
}
