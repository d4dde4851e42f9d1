import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/** Where the maps' tiles come from (apps/web/src/components/map/leaflet-setup.ts). */
export const MAP_TILE_SOURCES = ['https://*.tile.openstreetmap.org', 'https://server.arcgisonline.com'];

/**
 * Helmet's headers with a content security policy that fits the app: its own scripts only; styles
 * also inline, because Radix's scroll lock and the toaster insert <style> elements at run time;
 * images from the map tile servers, and data:/blob: URLs for selfie and document previews; its own service
 * worker and web app manifests.
 * HSTS and upgrade-insecure-requests only where the site is served over HTTPS (COOKIE_SECURE).
 */
export async function registerSecurityHeaders(app: FastifyInstance, { https }: { https: boolean }): Promise<void> {
  await app.register(helmet, {
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
  });
}
