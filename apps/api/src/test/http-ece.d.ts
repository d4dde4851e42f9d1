// http_ece (web-push's encryption) ships no types; the tests use its decrypt to read pushes as a browser would.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  const ece: {
    decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string | Buffer }): Buffer;
  };
  export default ece;
}
