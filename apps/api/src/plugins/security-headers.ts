import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/** Where the maps' tiles come from (apps/web/src/components/map/leaflet-setup.ts). */
export const MAP_TILE_SOURCES = ['https://*.tile.openstreetmap.org', 'https://server.arcgisonline.com'];

/**
 * Helmet's headers with a content security policy that fits the app: its own scripts only; styles
 * also inline, because Radix's scroll lock and the toaster insert <style> elements at run time;
 * images from the map tile servers, and data:/blob: URLs for selfie and document previews; its own service
 * worker and web app manifests.
 * HSTS and upgrade-insecure-requests only where the site is served over HTTPS (COOKIE_SECURE).
 */
function helmetOptions(https: boolean): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
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
async function helmetHeaders(https: boolean): Promise<[string, string][]> {
  const probe = Fastify({ logger: false });
  let headers: [string, string][] = [];
  await probe.register(helmet, helmetOptions(https));
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

/** Sends helmet's headers on every answer (pages, files, API, errors), set as helmet sets them, from one hook. */
export async function registerSecurityHeaders(app: FastifyInstance, { https }: { https: boolean }): Promise<void> {
  const headers = await helmetHeaders(https);
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}
