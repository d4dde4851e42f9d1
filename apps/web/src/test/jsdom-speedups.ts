// Three costs of jsdom and testing-library that made the web tests slow, removed without changing what a test can
// observe (jsdom-speedups.test.ts holds each to the behaviour it replaces).
import { createRequire } from 'node:module';
import { configure, getConfig, type Config } from '@testing-library/react';

/**
 * The CSS properties a test can observe in jsdom: testing-library's accessibility tree and jest-dom's toBeVisible read
 * display, visibility and opacity, and user-event refuses a click through pointer-events: none.
 */
const OBSERVABLE_PROPERTIES = ['display', 'visibility', 'opacity', 'pointer-events'] as const;

/**
 * jsdom's getComputedStyle matches every rule of every stylesheet against the element and each of its ancestors, and
 * getByRole asks it for every candidate element: sonner's 97 rules (added to the document when a test file imports it)
 * made a third of a screen test's time. Only the rules that set an observable property stay (a dozen); layout, colours
 * and animations mean nothing in jsdom. Run before each test, so it finds what the test file's imports added.
 */
export function trimStylesheets(document: Document): void {
  for (const sheet of Array.from(document.styleSheets)) {
    for (let index = sheet.cssRules.length - 1; index >= 0; index--) {
      const rule = sheet.cssRules[index];
      if (rule instanceof CSSStyleRule && OBSERVABLE_PROPERTIES.every((name) => rule.style.getPropertyValue(name) === ''))
        sheet.deleteRule(index);
    }
  }
}

type ElementImpl = {
  nodeType: number;
  getAttributeNS(namespace: null, name: string): string | null;
  getRootNode(options: object): { nodeType: number; getElementById(id: string): ElementImpl | null };
};

/**
 * A label's control, `label.control` (and through it `input.labels`, which getByLabelText and every accessible name
 * of a form control ask for): jsdom walks the whole document for the element with the label's `for` id, once per label
 * per labelable element, so a query on a form cost the square of its size. In a document, the first element in tree
 * order with that id is what getElementById returns from jsdom's id cache; elsewhere (a fragment, a detached tree)
 * jsdom's own walk still answers.
 */
export function fastLabelControl(window: Window & typeof globalThis): void {
  const require = createRequire(import.meta.url);
  const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls.js') as {
    isLabelable: (node: ElementImpl) => boolean;
  };
  const label = window.document.createElement('label');
  const implSymbol = Object.getOwnPropertySymbols(label).find((symbol) => symbol.description === 'impl');
  if (!implSymbol) throw new Error('jsdom changed: a label no longer holds its implementation under Symbol(impl)');
  const prototype = Object.getPrototypeOf((label as unknown as Record<symbol, ElementImpl>)[implSymbol]) as object;
  const walk = Object.getOwnPropertyDescriptor(prototype, 'control')?.get;
  if (!walk) throw new Error("jsdom changed: its label implementation has no 'control' getter");
  Object.defineProperty(prototype, 'control', {
    configurable: true,
    get(this: ElementImpl) {
      const id = this.getAttributeNS(null, 'for');
      if (id) {
        const root = this.getRootNode({});
        if (root.nodeType === window.Node.DOCUMENT_NODE) {
          const target = root.getElementById(id);
          return target && isLabelable(target) ? target : null;
        }
      }
      return walk.call(this);
    },
  });
}

/** testing-library turns this off while findBy/waitFor try their callback (not in its types). */
const polling = () => (getConfig() as Config & { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics;

/**
 * A failed query's error prints the whole document (prettyDOM), and findBy/waitFor fail a query on every DOM change
 * while they wait, keeping only the last error: most of those prints were thrown away. While they try, the error's
 * message is printed when first read, which is when the wait gives up (any change to the document since the last try
 * would have made another try, so it prints the same document). Other failures print at once, as before.
 */
export function lazyPollingErrors(): void {
  const printNow = getConfig().getElementError;
  configure({
    getElementError(message, container) {
      if (!polling()) return printNow(message, container);
      const error = new Error();
      error.name = 'TestingLibraryElementError';
      let printed: string | undefined;
      Object.defineProperty(error, 'message', {
        configurable: true,
        enumerable: false,
        get: () => (printed ??= printNow(message, container).message),
        set: (value: string) => {
          printed = value;
        },
      });
      return error;
    },
  });
}
