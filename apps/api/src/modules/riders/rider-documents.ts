import path from 'node:path';
import { AUTH_MESSAGES } from '@washday/core';
import { badRequest } from '../../lib/errors.js';
import { PrivateFileStore, detectImage, type ImageType } from '../../lib/private-files.js';

export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

export type DocumentKind = 'aadhar_image' | 'selfie';

/** The image type from the file's own bytes; the name and the declared type are not trusted. */
export function sniffImage(bytes: Buffer): ImageType {
  const type = detectImage(bytes);
  if (!type) throw badRequest(AUTH_MESSAGES.fileNotImage);
  return type;
}

export function assertDocumentSize(bytes: Buffer): void {
  if (bytes.length >= MAX_DOCUMENT_BYTES) throw badRequest(AUTH_MESSAGES.fileTooLarge);
  if (bytes.length === 0) throw badRequest(AUTH_MESSAGES.fileNotImage);
}

/** Identity documents live under DATA_DIR/private, outside anything served statically; the store also keeps pickup photos. */
export class DocumentStore extends PrivateFileStore {
  save(riderId: string, kind: DocumentKind, bytes: Buffer) {
    return this.write(path.posix.join('rider-documents', riderId), kind, bytes, sniffImage(bytes));
  }
}
