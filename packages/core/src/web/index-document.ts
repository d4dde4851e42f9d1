// What the server adds to the web app's index.html and what the app reads from it (docs/decisions/0024).
import type { CatalogueResponse } from '../catalogue/catalogue-schema.js';
import type { SupportContactResponse } from '../support/support-schema.js';

/**
 * The element of index.html that carries the answers the home's first screen would otherwise wait for, as JSON in a
 * `<script type="application/json">` (a data block: never executed).
 */
export const PAGE_DATA_ELEMENT_ID = 'washday-page-data';

/** What that element holds: GET /api/services' and GET /api/config/support's answers as the server had them. */
export interface PageData {
  catalogue: CatalogueResponse;
  support: SupportContactResponse;
}

/**
 * The web build's renderer of the home's first screen, relative to the build folder: under .vite/, which holds build
 * metadata and is never served. The server puts what it renders inside #root for a guest's `/`.
 */
export const HOME_SNAPSHOT_MODULE = '.vite/ssr/home-snapshot.mjs';

export interface HomeSnapshotModule {
  /** The home's first screen for a guest, in English, as HTML (React's server rendering of the app's components). */
  renderHomeSnapshot(data: PageData): string;
}

/** The interface language a device chose (also in its localStorage), so the server sends the English first screen only to English readers. */
export const LANGUAGE_COOKIE = 'washday_language';
