import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ApiError } from '@washday/core';
import { prepareBody, sendPrepared } from '../lib/prepared-body.js';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/health');
}

/**
 * Serves the built web app on the API's port. Unknown API paths answer JSON 404; any other
 * GET that wants HTML gets index.html so client-side routes (/rider/orders/…) load.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  // Every client route answers this document: compressed and tagged once, revalidated with a 304.
  const index = indexHtml ? await prepareBody(indexHtml, 'text/html; charset=utf-8') : undefined;

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
    if (index && !isApiPath(url) && (request.method === 'GET' || request.method === 'HEAD') && wantsHtml) {
      return sendPrepared(request, reply, index);
    }
    return reply.status(404).send({
      success: false,
      error: 'NOT_FOUND',
      message: `Route ${request.method} ${url} not found`,
      requestId: request.id,
    } satisfies ApiError);
  });
}
