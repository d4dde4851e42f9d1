import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * Compresses API answers above 1 KB with the best coding the client accepts (brotli at a fast level, gzip).
 * Left alone: small answers, answers already encoded (the web build's .br/.gz files, the catalogue's copies made
 * once per change), and the live event streams (they take over the socket, and text/event-stream is never
 * compressed). Route hooks come from `onRoute`, so this is registered before the routes; it runs after the
 * ETag plugin, which therefore tags the uncompressed body. Request bodies are not decompressed.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { threshold: 1024, globalDecompression: false });
}
