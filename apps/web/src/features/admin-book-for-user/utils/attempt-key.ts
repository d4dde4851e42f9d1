/** A fresh Idempotency-Key per attempt at a booking (the API takes 8-100 of A-Z a-z 0-9 _ -; a UUID fits). */
export function newAttemptKey(): string {
  // randomUUID needs a secure context; an admin on plain http over a LAN still gets a key.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
