import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AUTH_MESSAGES } from '@washday/core';
import { badRequest } from '../../lib/errors.js';

export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

export type DocumentKind = 'aadhar_image' | 'selfie';

const SIGNATURES: Array<{ mime: string; ext: string; test: (b: Buffer) => boolean }> = [
  { mime: 'image/jpeg', ext: 'jpg', test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/png', ext: 'png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mime: 'image/webp', ext: 'webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
  {
    mime: 'image/heic',
    ext: 'heic',
    test: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp' && ['heic', 'heix', 'mif1', 'heis'].includes(b.subarray(8, 12).toString('latin1')),
  },
];

/** The image type from the file's own bytes; the name and the declared type are not trusted. */
export function sniffImage(bytes: Buffer): { mime: string; ext: string } {
  const match = SIGNATURES.find((s) => s.test(bytes));
  if (!match) throw badRequest(AUTH_MESSAGES.fileNotImage);
  return { mime: match.mime, ext: match.ext };
}

export function assertDocumentSize(bytes: Buffer): void {
  if (bytes.length >= MAX_DOCUMENT_BYTES) throw badRequest(AUTH_MESSAGES.fileTooLarge);
  if (bytes.length === 0) throw badRequest(AUTH_MESSAGES.fileNotImage);
}

/** Identity documents live under DATA_DIR/private, outside anything served statically. */
export class DocumentStore {
  constructor(private readonly root: string) {}

  async save(riderId: string, kind: DocumentKind, bytes: Buffer) {
    const { mime, ext } = sniffImage(bytes);
    const storageKey = path.posix.join('rider-documents', riderId, `${kind}-${randomUUID()}.${ext}`);
    const file = this.resolve(storageKey);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes, { mode: 0o600 });
    return { storageKey, mimeType: mime, sizeBytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  }

  read(storageKey: string): Promise<Buffer> {
    return readFile(this.resolve(storageKey));
  }

  async remove(storageKey: string): Promise<void> {
    await rm(this.resolve(storageKey), { force: true });
  }

  private resolve(storageKey: string): string {
    const file = path.resolve(this.root, storageKey);
    if (!file.startsWith(path.resolve(this.root) + path.sep)) throw new Error('Storage key escapes the document root');
    return file;
  }
}
