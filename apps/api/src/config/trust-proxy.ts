import { isIP } from 'node:net';
import { z } from 'zod';

/** Ranges proxy-addr knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** A proxy address, CIDR range (`10.0.0.0/8`, `fd00::/8`) or named range (`loopback`). */
function isAddressOrRange(value: string): boolean {
  if (NAMED_RANGES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/** Which proxies' X-Forwarded-For to believe: a hop count, or a list of proxy addresses; none when unset. */
export const trustProxySchema = z.string().transform((raw, ctx): number | string[] => {
  const value = raw.trim();
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops >= 1 && hops <= 10) return hops;
  } else {
    const proxies = value.split(',').map((part) => part.trim());
    if (proxies.every(isAddressOrRange)) return proxies;
  }
  ctx.addIssue({
    code: 'custom',
    message:
      'must be a number of proxy hops (1-10) or a comma-separated list of proxy addresses, CIDR ranges or loopback/linklocal/uniquelocal',
  });
  return z.NEVER;
});

export type TrustProxy = z.output<typeof trustProxySchema>;

/**
 * Fastify's `trustProxy` for the setting. Fastify ignores a bare hop count (it fails closed), so a
 * count becomes a function trusting that many hops nearest the app; it is only safe when nothing
 * but the proxy can reach the app, which is why a list of proxy addresses is preferred.
 */
export function fastifyTrustProxy(
  setting: TrustProxy | undefined,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (setting === undefined) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
