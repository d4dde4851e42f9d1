import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  HOME_SNAPSHOT_MODULE,
  LANGUAGE_COOKIE,
  firstServicePicture,
  type ApiError,
  type HomeSnapshotModule,
  type SupportContactResponse,
} from '@washday/core';
import { prepareBody, sendPrepared, type PreparedBody } from '../lib/prepared-body.js';
import type { CatalogueSnapshot } from '../modules/catalogue/catalogue-cache.js';
import { supportContact } from '../modules/support/support.routes.js';
import { syncCustomerSessionHint } from './authentication.js';
import { indexWithAdditions } from './index-document.js';

const HTML = 'text/html; charset=utf-8';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/health');
}

/**
 * What a page request gets besides the catalogue: `first-screen`, a guest's `/` in English, also the home's first
 * screen drawn and its first picture preloaded; `home`, any other `/`, the preload; `page`, every other client route.
 */
type PageKind = 'first-screen' | 'home' | 'page';

/** The web build's renderer of the home's first screen; without one (a build without it, tests) pages go without. */
async function loadHomeSnapshot(distDir: string, log: FastifyBaseLogger): Promise<HomeSnapshotModule | undefined> {
  const file = path.join(distDir, HOME_SNAPSHOT_MODULE);
  if (!existsSync(file)) return undefined;
  try {
    const loaded = (await import(pathToFileURL(file).href)) as Partial<HomeSnapshotModule>;
    if (typeof loaded.renderHomeSnapshot === 'function') return { renderHomeSnapshot: loaded.renderHomeSnapshot };
    log.warn({ file }, 'web app: the home snapshot module has no renderHomeSnapshot');
  } catch (err) {
    log.warn({ err, file }, 'web app: could not load the home snapshot module');
  }
  return undefined;
}

/**
 * index.html with the answers its first screen needs (core's PageData: the catalogue's current version, the support
 * contact), one document per kind, made once per catalogue version.
 */
class IndexDocuments {
  private readonly held = new Map<PageKind, { etag: string; document: Promise<PreparedBody> }>();
  private readonly supportJson: string;

  constructor(
    private readonly html: string,
    private readonly support: SupportContactResponse,
    private readonly snapshots: HomeSnapshotModule | undefined,
    private readonly log: FastifyBaseLogger,
  ) {
    this.supportJson = JSON.stringify(support);
  }

  /** A snapshot rebuilt with the same content keeps its ETag, so its documents are not made again. */
  get(catalogue: CatalogueSnapshot, kind: PageKind): Promise<PreparedBody> {
    const { body, etag } = catalogue.response.representations.identity;
    const held = this.held.get(kind);
    if (held?.etag === etag) return held.document;
    const page = indexWithAdditions(this.html, {
      // The catalogue's JSON as GET /api/services sends it, not serialised again.
      pageDataJson: `{"catalogue":${body.toString('utf8')},"support":${this.supportJson}}`,
      picture: kind === 'page' ? undefined : firstServicePicture(catalogue.categories),
      firstScreen: kind === 'first-screen' ? this.firstScreen(catalogue) : undefined,
    });
    const document = prepareBody(page, HTML);
    this.held.set(kind, { etag, document });
    document.catch(() => {
      if (this.held.get(kind)?.document === document) this.held.delete(kind);
    });
    return document;
  }

  private firstScreen(catalogue: CatalogueSnapshot): string | undefined {
    try {
      return this.snapshots?.renderHomeSnapshot({
        catalogue: { success: true, categories: catalogue.categories },
        support: this.support,
      });
    } catch (err) {
      // The page still works: the app draws the screen when its scripts arrive.
      this.log.warn({ err }, "web app: could not draw the home's first screen");
      return undefined;
    }
  }
}

/**
 * Serves the built web app on the API's port. Unknown API paths answer JSON 404; any other
 * GET that wants HTML gets index.html so client-side routes (/rider/orders/…) load, with the current catalogue in
 * it and, on `/`, the home's first picture preloaded and (for a guest reading English) its first screen drawn
 * (docs/decisions/0024). /index.html itself, which the service worker keeps as its offline shell, is the file as
 * built: an app started from it asks for the catalogue.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  // Every client route answers this document: compressed and tagged once, revalidated with a 304. As built, it is
  // the answer when the catalogue cannot be read.
  const index = indexHtml ? await prepareBody(indexHtml, HTML) : undefined;
  const documents =
    distDir && indexHtml
      ? new IndexDocuments(indexHtml, supportContact(app.env), await loadHomeSnapshot(distDir, app.log), app.log)
      : undefined;

  async function sendIndex(request: FastifyRequest, reply: FastifyReply, plain: PreparedBody, pages: IndexDocuments) {
    // The page never fails for want of the database: the app then asks for the session and the catalogue itself.
    const signedIn = await syncCustomerSessionHint(request).catch((err: unknown) => {
      request.log.warn({ err }, 'web app: session hint not checked');
      return true;
    });
    const [pathname, query] = request.url.split('?');
    const english = (request.cookies?.[LANGUAGE_COOKIE] ?? 'en') === 'en';
    const kind: PageKind = pathname !== '/' ? 'page' : query === undefined && !signedIn && english ? 'first-screen' : 'home';
    let document = plain;
    try {
      document = await pages.get(app.catalogue.current ?? (await app.catalogue.get()), kind);
    } catch (err) {
      request.log.warn({ err }, 'web app: index.html sent without the catalogue');
    }
    return sendPrepared(request, reply, document);
  }

  if (distDir && index) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each asset; the best one the browser accepts is sent as it is.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/, so those never change at a given URL.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
        // The rest keeps its URL across releases (index.html, sw.js, the manifests): a cached sw.js would hold
        // every installed app on its old version, so the browser asks each time (an unchanged file costs a 304).
        else res.header('cache-control', 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // Client routes have no file extension; a missing file (/assets/x.js) must stay a 404.
    const wantsHtml = (request.headers.accept ?? '').includes('text/html') || !/\.[a-z0-9]+$/i.test(url);
    if (index && documents && !isApiPath(url) && (request.method === 'GET' || request.method === 'HEAD') && wantsHtml) {
      return sendIndex(request, reply, index, documents);
    }
    return reply.status(404).send({
      success: false,
      error: 'NOT_FOUND',
      message: `Route ${request.method} ${url} not found`,
      requestId: request.id,
    } satisfies ApiError);
  });
}
