import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { DOCS_PREFIX } from './route-access.js';

/**
 * Razorpay Checkout, when it takes the online payments (docs/decisions/0033-money.md): its script, loaded when the
 * customer presses Pay, and the frame it opens. Only with PAYMENT_PROVIDER=razorpay; the local provider needs neither.
 */
export const RAZORPAY_CHECKOUT_SOURCES = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
};

/** Where the maps' tiles come from (apps/web/src/components/map/leaflet-setup.ts). */
export const MAP_TILE_SOURCES = ['https://*.tile.openstreetmap.org', 'https://server.arcgisonline.com'];

/**
 * Helmet's headers with a content security policy that fits the app: its own scripts only; styles
 * also inline, because Radix's scroll lock and the toaster insert <style> elements at run time;
 * images from the map tile servers, and data:/blob: URLs for selfie and document previews; its own service
 * worker and web app manifests.
 * HSTS and upgrade-insecure-requests only where the site is served over HTTPS (COOKIE_SECURE).
 */
function helmetOptions(https: boolean, razorpay: boolean): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...(razorpay ? RAZORPAY_CHECKOUT_SOURCES.script : [])],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...MAP_TILE_SOURCES],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The service worker (sw.js) and the installable areas' manifests (rider.webmanifest) come from the app.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        ...(razorpay ? { frameSrc: ["'self'", ...RAZORPAY_CHECKOUT_SOURCES.frame] } : {}),
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/**
 * The headers @fastify/helmet sends with these options, asked of it once on a throwaway instance. None of them
 * depends on the request (no CSP nonces), while the plugin would rebuild helmet's middleware, CSP included, on
 * every request: over a tenth of a cached read's CPU.
 */
async function helmetHeaders(https: boolean, razorpay: boolean): Promise<[string, string][]> {
  const probe = Fastify({ logger: false });
  let headers: [string, string][] = [];
  await probe.register(helmet, helmetOptions(https, razorpay));
  probe.get('/', (_request, reply) => {
    // Helmet writes to the raw response in its hooks; nothing else has yet.
    headers = Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name, String(value)]);
    return reply.send('');
  });
  await probe.inject('/');
  await probe.close();
  if (!headers.some(([name]) => name === 'content-security-policy'))
    throw new Error('@fastify/helmet sent no content security policy');
  return headers;
}

/** Helmet's headers that also mean something on data: no sniffing, no framing, no cross-origin reads, no referrer, HSTS. */
const KEPT_ON_DATA = new Set([
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
]);

/**
 * The API's answers are data, never a document that runs scripts or loads anything: OWASP's REST set (decision 0028),
 * a CSP that allows nothing and helmet's headers that still apply, with helmet's values. Its others only mean
 * something on a page; on every API answer they were ~500 bytes.
 */
function apiHeaders(page: [string, string][]): [string, string][] {
  return [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ...page.filter(([name]) => KEPT_ON_DATA.has(name)),
  ];
}

/** Whether a request is for the API's data (its docs are a page, with the page's headers). */
const isApiData = (url: string) => url.startsWith('/api/') && !url.startsWith(DOCS_PREFIX);

/**
 * Sends security headers on every answer, set as helmet sets them, from one hook: helmet's page set on pages, files and
 * the API docs, the API set on the API's answers (errors and unknown API routes included).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { https, razorpayCheckout = false }: { https: boolean; razorpayCheckout?: boolean },
): Promise<void> {
  const page = await helmetHeaders(https, razorpayCheckout);
  const api = apiHeaders(page);
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of isApiData(request.url) ? api : page) raw.setHeader(name, value);
    done();
  });
}
