import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

type Encoding = 'br' | 'gzip' | 'identity';

interface Representation {
  body: Buffer;
  /** Strong and distinct per content coding, as a strong validator must be. */
  etag: string;
}

/**
 * An answer that changes rarely and is read often (the catalogue's JSON, the web app's index.html), hashed and
 * compressed once: sending it costs a header lookup and a write, with no serialiser, hashing or compression per request.
 */
export interface PreparedBody {
  contentType: string;
  representations: Record<Encoding, Representation>;
}

export async function prepareBody(content: string, contentType: string): Promise<PreparedBody> {
  const body = Buffer.from(content);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  // Made once per change, so both use their best (slowest) setting.
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    contentType,
    representations: {
      identity: { body, etag: `"${hash}"` },
      br: { body: br, etag: `"${hash}-br"` },
      gzip: { body: gz, etag: `"${hash}-gz"` },
    },
  };
}

/** The coding to answer with: brotli or gzip when the client accepts it (q > 0), brotli first at equal weight. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let best: Encoding = 'identity';
  let bestQ = 0;
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.split(';');
    const name = token.trim().toLowerCase();
    const coding = name === 'br' ? 'br' : name === 'gzip' || name === 'x-gzip' ? 'gzip' : null;
    if (!coding) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!(q > 0)) continue;
    if (q > bestQ || (q === bestQ && coding === 'br')) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

/** Browsers send a handful of distinct Accept-Encoding values: each is parsed once. Bounded, so odd clients cannot grow it. */
const ENCODING_MEMO_SIZE = 64;
const encodingMemo = new Map<string, Encoding>();

function encodingFor(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let encoding = encodingMemo.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = chooseEncoding(acceptEncoding);
    if (encodingMemo.size >= ENCODING_MEMO_SIZE) encodingMemo.clear();
    encodingMemo.set(acceptEncoding, encoding);
  }
  return encoding;
}

/** Whether If-None-Match names this entity tag (weak comparison, as RFC 9110 asks for If-None-Match) or is `*`. */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends the representation the client accepts, or 304 when it already holds it. Clients revalidate each time
 * (no-cache); the answer varies by Accept-Encoding, so shared caches keep each coding apart.
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: PreparedBody): FastifyReply {
  const encoding = encodingFor(request.headers['accept-encoding']);
  const { body, etag } = prepared.representations[encoding];
  void reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  return reply.type(prepared.contentType).send(body);
}
