import { PAGE_DATA_ELEMENT_ID } from '@washday/core';

/** Characters a URL in a double-quoted attribute must not carry raw. */
const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (char) => ATTRIBUTE_ESCAPES[char] ?? char);
}

/**
 * JSON as the text of a `<script>` element: `<` is written as its JSON escape, so no `</script>` or `<!--` in a
 * name or description can end the element early. JSON.parse reads it back unchanged.
 */
export function jsonForScript(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A same-origin path (`/images/…`); the content security policy would refuse to load anything else anyway. */
function isOwnPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

const EMPTY_ROOT = '<div id="root"></div>';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;
/** The web build's stand-in for the app's scripts on a drawn page (apps/web/public/first-screen.js). */
const FIRST_SCREEN_SCRIPT = '/first-screen.js';

/**
 * A drawn screen needs no script to be seen: its scripts are listed for first-screen.js, which fetches them once the
 * screen is painted, so the styles and pictures have the network to themselves until then. A page built otherwise
 * than expected keeps its scripts as they are.
 */
function deferScripts(page: string): string {
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  if (!entry) return page;
  const preloads = [...page.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const boot =
    `<script type="module" src="${FIRST_SCREEN_SCRIPT}" data-app-entry="${escapeAttribute(entry)}" ` +
    `data-app-preload="${escapeAttribute(preloads.join(' '))}"></script>`;
  return page.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, () => boot);
}

export interface IndexAdditions {
  /** Core's PageData as JSON: answers the app reads instead of waiting for their requests. */
  pageDataJson: string;
  /** A picture the page shows first (the home's first service): asked for at high priority before the scripts. */
  picture?: string | undefined;
  /** HTML of the page's first screen, put inside #root; the app's first render replaces it. */
  firstScreen?: string | undefined;
}

/**
 * The web app's index.html with the server's additions (docs/decisions/0024). The answers are a JSON data block,
 * which is never executed, so the script-src policy has nothing to allow.
 */
export function indexWithAdditions(html: string, { pageDataJson, picture, firstScreen }: IndexAdditions): string {
  let page = html;
  if (picture && isOwnPath(picture)) {
    const preload = `<link rel="preload" as="image" href="${escapeAttribute(picture)}" fetchpriority="high">\n    `;
    // Ahead of the scripts, so the picture is asked for before the bundles.
    const at = page.search(/<script\b|<link rel="modulepreload"|<\/head>/i);
    if (at >= 0) page = page.slice(0, at) + preload + page.slice(at);
  }
  if (firstScreen && page.includes(EMPTY_ROOT)) {
    // Inert until the app renders over it: a tap on a button with no code behind it yet would be lost, so the drawn
    // screen takes no focus or taps (nor is it read out) until the real one replaces it.
    page = deferScripts(page.replace(EMPTY_ROOT, () => `<div id="root"><div inert>${firstScreen}</div></div>`));
  }
  const data = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(pageDataJson)}</script>\n  `;
  const bodyEnd = page.lastIndexOf('</body>');
  return bodyEnd < 0 ? page + data : page.slice(0, bodyEnd) + data + page.slice(bodyEnd);
}
