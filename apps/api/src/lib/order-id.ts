import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L or U: an order id is read aloud over the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short human-friendly order id such as WD-7K3M9Q (30^6 ≈ 729 million values; uniqueness is enforced by the database). */
export function newCustomOrderId(): string {
  let id = '';
  for (let i = 0; i < 6; i += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return `WD-${id}`;
}
