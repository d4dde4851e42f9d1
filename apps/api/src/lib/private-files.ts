import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** An image type told by the file's own bytes. */
export interface ImageType {
  mime: string;
  ext: string;
}

const SIGNATURES: Array<ImageType & { test: (b: Buffer) => boolean }> = [
  { mime: 'image/jpeg', ext: 'jpg', test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: 'image/png',
    ext: 'png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    mime: 'image/webp',
    ext: 'webp',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  {
    mime: 'image/heic',
    ext: 'heic',
    test: (b) =>
      b.subarray(4, 8).toString('latin1') === 'ftyp' &&
      ['heic', 'heix', 'mif1', 'heis'].includes(b.subarray(8, 12).toString('latin1')),
  },
];

/** The image type from the file's magic bytes, or null; the name and the declared type are never trusted. */
export function detectImage(bytes: Buffer): ImageType | null {
  const match = SIGNATURES.find((s) => s.test(bytes));
  return match ? { mime: match.mime, ext: match.ext } : null;
}

/** What a stored file's row keeps: the key under the store's root, never a path anyone can fetch. */
export interface StoredFile {
  storageKey: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
}

/** Private files (identity documents, pickup photos) under DATA_DIR/private, outside anything served statically. */
export class PrivateFileStore {
  constructor(private readonly root: string) {}

  /** Writes `bytes` as `<folder>/<name>-<uuid>.<ext>`, readable by this process's user only. */
  async write(folder: string, name: string, bytes: Buffer, type: ImageType): Promise<StoredFile> {
    const storageKey = path.posix.join(folder, `${name}-${randomUUID()}.${type.ext}`);
    const file = this.resolve(storageKey);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes, { mode: 0o600 });
    return { storageKey, mimeType: type.mime, sizeBytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
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
