import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const FORMAT = 'v1';
/** Every stored ciphertext starts so; anything else is legacy plaintext. */
export const FIELD_CIPHERTEXT_PREFIX = `${FORMAT}.`;

/** Encrypts personal data for storage; each purpose has its own key. */
export interface FieldCipher {
  encrypt(plain: string): string;
  /** Throws when the value was not encrypted by this cipher (wrong secret, tampered, or plaintext). */
  decrypt(stored: string): string;
}

/**
 * AES-256-GCM with a key derived from the app secret by HKDF-SHA256 (the purpose is HKDF's info),
 * a random 96-bit IV per value, stored as `v1.<iv>.<tag>.<ciphertext>` in base64url.
 */
export function createFieldCipher(secret: string, purpose: string): FieldCipher {
  const key = Buffer.from(hkdfSync('sha256', secret, 'washday-field-encryption', purpose, 32));
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [FORMAT, ...[iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'))].join('.');
    },
    decrypt(stored) {
      const [format, iv, tag, data, ...rest] = stored.split('.');
      if (format !== FORMAT || !iv || !tag || data === undefined || rest.length > 0)
        throw new Error(`Not a ${purpose} this app encrypted`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
