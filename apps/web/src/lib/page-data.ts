import { PAGE_DATA_ELEMENT_ID, type PageData } from '@washday/core';
import { isRecord } from './stored-shape';

/**
 * One answer the server wrote into the page (docs/decisions/0024), taken once: the query it starts draws the first
 * screen without a request, and a query made again later (its cache entry dropped) fetches rather than going back to
 * this copy. A page without it (the service worker's offline shell, a server that could not read the database) gives
 * nothing, and the query fetches as before. `check` guards against a broken page only: the server wrote what its
 * routes answer.
 */
export function takePageData<K extends keyof PageData>(
  key: K,
  check: (value: unknown) => value is PageData[K],
  doc: Document | undefined = globalThis.document,
): PageData[K] | undefined {
  const element = doc?.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element) return undefined;
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (isRecord(parsed)) data = parsed;
  } catch {
    // A broken block gives nothing.
  }
  const { [key]: value, ...rest } = data;
  if (Object.keys(rest).length > 0) element.textContent = JSON.stringify(rest);
  else element.remove();
  return check(value) ? value : undefined;
}
