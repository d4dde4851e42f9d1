// Where focus goes when a dialog closes: back to the control that opened it. Radix returns focus only to a
// Dialog.Trigger; a dialog opened from code (a row's button, a menu item, another dialog) left focus on <body>, so the
// next Tab started again from the top of the page.

/** The last element that took focus: a menu item that opened a dialog is gone from the page by the time it opens. */
let lastFocused: Element | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => void (lastFocused = event.target instanceof Element ? event.target : null),
    true,
  );
}

/** Each open dialog's way back, so a dialog opened from inside another can go back where that one came from. */
const openers = new WeakMap<Element, readonly Element[]>();

const DIALOG = '[role="dialog"], [role="alertdialog"]';

/**
 * Called as a dialog opens, before it takes focus: the places focus may go back to, best first. The control focused
 * now (or, when it has just left the page, the one focused last); when that was a menu's item, the menu's trigger;
 * when it sat in another dialog, that dialog's own way back.
 */
export function rememberOpener(dialog: Element | null): void {
  const active = document.activeElement;
  const from = active && active !== document.body ? active : lastFocused && !lastFocused.isConnected ? lastFocused : null;
  const candidates: Element[] = [];
  if (from && !dialog?.contains(from)) {
    candidates.push(from);
    // A Radix menu names its trigger; the item goes when the menu closes, the trigger stays.
    const triggerId = from.closest('[role="menu"]')?.getAttribute('aria-labelledby');
    const trigger = triggerId ? document.getElementById(triggerId) : null;
    if (trigger) candidates.push(trigger);
    const outer = from.closest(DIALOG);
    if (outer) candidates.push(...(openers.get(outer) ?? []));
  }
  if (dialog) openers.set(dialog, candidates);
}

const focusable = (element: Element): element is HTMLElement =>
  element instanceof HTMLElement && element.isConnected && !element.matches(':disabled') && !element.closest('[inert], [hidden]');

/**
 * Called as the dialog has closed: focuses the first of its remembered places still on the page. While another dialog
 * is open (one that took this one's place, or the one this was opened from, still under it), only a place inside an
 * open dialog is taken, else focus is left where that dialog keeps it. True when focus was seen to; false leaves it to
 * the caller, when none of the places is left.
 */
export function returnFocus(dialog: Element | null): boolean {
  const candidates = dialog ? (openers.get(dialog) ?? []) : [];
  if (dialog) openers.delete(dialog);
  const open = [...document.querySelectorAll(`:is(${DIALOG})[data-state="open"]`)];
  if (open.length) {
    const inside = candidates.find((c) => focusable(c) && open.some((d) => d.contains(c)));
    if (inside instanceof HTMLElement) inside.focus();
    return true;
  }
  const target = candidates.find(focusable);
  if (!target) return false;
  target.focus();
  return true;
}
