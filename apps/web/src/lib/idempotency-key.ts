/** A fresh key per attempt at a request the server must act on once (8-100 of A-Z a-z 0-9 _ -; a UUID fits). */
export function newIdempotencyKey(): string {
  // randomUUID needs a secure context; plain http on a LAN still gets a key.
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
