import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, notFound } from './errors.js';
import type { PrivateFileStore } from './private-files.js';

/**
 * Reads the `photo` field of a multipart upload (held in memory, under the route's size limit); other files are
 * drained and ignored. Multipart's own refusals become a clear 400 on the field, in the caller's words for too large.
 */
export async function readPhotoField(request: FastifyRequest, tooLarge: string): Promise<Buffer | undefined> {
  let photo: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'photo') photo ??= bytes;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(tooLarge, 'photo');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw badRequest('Send the photo as multipart/form-data in the field photo', 'photo');
    if (code === 'FST_FILES_LIMIT') throw badRequest('Attach one photo at a time', 'photo');
    if (code?.startsWith('FST_')) throw badRequest((error as Error).message, 'photo');
    throw error;
  }
  return photo;
}

/** A private image as its own answer: never cached by shared caches, never sniffed as another type. */
export function sendPrivateImage(
  reply: FastifyReply,
  image: { bytes: Buffer; mimeType: string },
  cache = 'private, max-age=3600',
) {
  return reply
    .type(image.mimeType)
    .header('cache-control', cache)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .send(image.bytes);
}

/** A stored image's bytes; a file gone from the store (deleted by hand, a fresh disk) answers 404 in the caller's words. */
export async function readStoredImage(
  files: PrivateFileStore,
  row: { storageKey: string; mimeType: string },
  missing: string,
): Promise<{ bytes: Buffer; mimeType: string }> {
  try {
    return { bytes: await files.read(row.storageKey), mimeType: row.mimeType };
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') throw notFound(missing);
    throw error;
  }
}
