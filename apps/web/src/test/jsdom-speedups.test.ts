import { getConfig, screen } from '@testing-library/react';
// Adds sonner's stylesheet to the document, as a screen with toasts does; the setup trims it before each test.
import 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { trimStylesheets } from './jsdom-speedups';

afterEach(() => {
  document.body.replaceChildren();
  for (const style of Array.from(document.querySelectorAll('style[data-test]'))) style.remove();
});

/** The HTML standard's labeled control, walked as jsdom walks it: what the setup's faster `control` must match. */
function specControl(label: HTMLLabelElement): Element | null {
  const labelable = (node: Element) =>
    ['BUTTON', 'METER', 'OUTPUT', 'PROGRESS', 'SELECT', 'TEXTAREA'].includes(node.tagName) ||
    (node.tagName === 'INPUT' && (node as HTMLInputElement).type !== 'hidden');
  const id = label.getAttribute('for');
  if (id !== null) {
    if (id === '') return null;
    const root = label.getRootNode();
    const first = [...(root as ParentNode).querySelectorAll('*')].find((element) => element.id === id);
    return first && labelable(first) ? first : null;
  }
  return [...label.querySelectorAll('*')].find(labelable) ?? null;
}

function html(markup: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = markup;
  return box;
}

describe('jsdom speed-ups (src/test/jsdom-speedups.ts)', () => {
  it("finds each label's control as the standard says, in the document and out of it", () => {
    const markup = `
      <label for="name">Name</label><input id="name">
      <label for="kind">Kind</label><div id="kind"></div><input id="kind">
      <label for="secret">Secret</label><input id="secret" type="hidden">
      <label for="">Empty</label>
      <label for="nowhere">Nowhere</label>
      <label>Wrapped <span><select><option>One</option></select></span></label>
      <label for="note">Note</label><textarea id="note"></textarea><label for="note">Note again</label>`;
    const attached = html(markup);
    document.body.append(attached);
    const detached = html(markup);
    const fragment = document.createDocumentFragment();
    fragment.append(html(markup));
    for (const root of [attached, detached, fragment]) {
      const labels = [...root.querySelectorAll('label')];
      expect(labels).toHaveLength(8);
      for (const label of labels) expect(label.control, label.outerHTML).toBe(specControl(label));
    }
    expect((document.getElementById('kind') as HTMLElement).tagName).toBe('DIV');
    expect([...(attached.querySelector('textarea') as HTMLTextAreaElement).labels].map((l) => l.textContent)).toEqual([
      'Note',
      'Note again',
    ]);
  });

  it('follows ids as they change: the first in tree order wins, whatever order they were added in', () => {
    const box = html('<label for="field">Field</label><span></span>');
    document.body.append(box);
    const label = box.querySelector('label') as HTMLLabelElement;
    const later = document.createElement('input');
    later.id = 'field';
    box.append(later);
    expect(label.control).toBe(later);
    const earlier = document.createElement('button');
    earlier.id = 'field';
    box.querySelector('span')!.append(earlier);
    expect(label.control).toBe(earlier);
    earlier.id = 'other';
    expect(label.control).toBe(later);
    label.htmlFor = 'other';
    expect(label.control).toBe(earlier);
    earlier.remove();
    expect(label.control).toBeNull();
    expect(screen.queryByLabelText('Field')).toBeNull();
    label.htmlFor = 'field';
    expect(screen.getByLabelText('Field')).toBe(later);
  });

  it('keeps the rules a test can observe and drops the rest', () => {
    const style = document.createElement('style');
    style.dataset.test = '';
    style.textContent = `.paint{color:red;margin:4px}.gone{display:none}.faded{opacity:0;color:blue}
      .ghost{visibility:hidden}.inert{pointer-events:none}@media (min-width:1px){.paint{display:none}}`;
    document.head.append(style);
    const box = html(
      '<p class="paint">a</p><p class="gone">b</p><p class="faded">c</p><p class="ghost">d</p><p class="inert">e</p>',
    );
    document.body.append(box);
    const computedBefore = [...box.children].map((p) => {
      const css = getComputedStyle(p);
      return [css.display, css.visibility, css.opacity, css.pointerEvents];
    });
    trimStylesheets(document);
    expect([...style.sheet!.cssRules].map((rule) => rule.cssText.split('{')[0]!.trim())).toEqual([
      '.gone',
      '.faded',
      '.ghost',
      '.inert',
      '@media (min-width:1px)',
    ]);
    const computedAfter = [...box.children].map((p) => {
      const css = getComputedStyle(p);
      return [css.display, css.visibility, css.opacity, css.pointerEvents];
    });
    expect(computedAfter).toEqual(computedBefore);
    expect(screen.getByText('b')).not.toBeVisible();
    expect(screen.getByText('c')).not.toBeVisible();
  });

  it("keeps sonner's hidden toasts hidden and unclickable, and only sonner's rules that a test can see", () => {
    const sonner = [...document.styleSheets].find((sheet) => (sheet.ownerNode?.textContent ?? '').includes('data-sonner'));
    const styleRules = [...sonner!.cssRules].filter((rule) => rule instanceof CSSStyleRule);
    expect(styleRules.length).toBeGreaterThan(0);
    expect(styleRules.length).toBeLessThan(20);
    for (const rule of styleRules)
      expect(['display', 'visibility', 'opacity', 'pointer-events'].some((name) => rule.style.getPropertyValue(name))).toBe(true);

    const toast = html('<ol data-sonner-toaster><li data-sonner-toast data-visible="false" data-mounted="true">Saved</li></ol>');
    document.body.append(toast);
    const item = screen.getByText('Saved');
    expect(getComputedStyle(item).pointerEvents).toBe('none');
    expect(item).not.toBeVisible();
    item.dataset.visible = 'true';
    expect(item).toBeVisible();
  });

  it('reports a findBy that gave up as before: the failed query, then the document again (waitFor adds it)', async () => {
    document.body.append(html('<main><h1>Orders</h1><button>Refresh</button></main>'));
    const atOnce = (() => {
      try {
        screen.getByText('Nothing here');
      } catch (error) {
        return error as Error;
      }
      throw new Error('the query found something');
    })();
    const afterWaiting = await screen.findByText('Nothing here', {}, { timeout: 60 }).catch((error: Error) => error);
    expect(afterWaiting).toBeInstanceOf(Error);
    expect((afterWaiting as Error).name).toBe('TestingLibraryElementError');
    // Not polling here, so this is testing-library's own print.
    expect((afterWaiting as Error).message).toBe(getConfig().getElementError(atOnce.message, document.body).message);
    expect((afterWaiting as Error).message).toContain('<button>');
    expect(String((afterWaiting as Error).stack)).toContain('Unable to find an element with the text: Nothing here');
  });
});
