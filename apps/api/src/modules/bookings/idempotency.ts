import { createHash } from 'node:crypto';
import { and, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema/index.js';
import { statementTemplate } from '../../db/statement-template.js';
import { AppError, badRequest } from '../../lib/errors.js';

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
const KEEP_MS = 24 * 3_600_000;

export interface StoredResponse {
  status: number;
  body: unknown;
}

/** Writes the answer under the request's key in the action's own transaction, so the two commit (or vanish) together. */
export type RememberAnswer = (tx: DbOrTx, answer: StoredResponse) => Promise<void>;

interface Claim {
  scope: string;
  key: string;
  requestHash: string;
}

/** Another request with this key committed its answer first: this attempt rolls back and answers with that one. */
class KeyAlreadyAnswered extends Error {}

export function hashRequest(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

/**
 * The answer's record. A key's row is taken over when it has expired, or holds no answer (a claim written by the
 * claim-then-complete scheme this replaced, whose request never finished); a live answer of another request is kept.
 */
const answerRecord = statementTemplate(
  () => 'one',
  (db) =>
    db
      .insert(idempotencyKeys)
      .values({
        scope: sql.placeholder('scope'),
        key: sql.placeholder('key'),
        requestHash: sql.placeholder('requestHash'),
        responseStatus: sql.placeholder('responseStatus'),
        responseBody: sql.placeholder('responseBody'),
        createdAt: sql.placeholder('createdAt'),
        completedAt: sql.placeholder('completedAt'),
        expiresAt: sql.placeholder('expiresAt'),
      })
      .onConflictDoUpdate({
        target: [idempotencyKeys.scope, idempotencyKeys.key],
        set: {
          requestHash: sql`excluded.request_hash`,
          responseStatus: sql`excluded.response_status`,
          responseBody: sql`excluded.response_body`,
          createdAt: sql`excluded.created_at`,
          completedAt: sql`excluded.completed_at`,
          expiresAt: sql`excluded.expires_at`,
        },
        setWhere: or(
          lt(idempotencyKeys.expiresAt, sql.param(sql.placeholder('now'), idempotencyKeys.expiresAt)),
          isNull(idempotencyKeys.completedAt),
        ),
      })
      .returning({ id: idempotencyKeys.id }),
);

/** Records the answer; refused (KeyAlreadyAnswered) when another request's live answer holds the key. */
async function remember(tx: DbOrTx, claim: Claim, answer: StoredResponse, now: Date): Promise<void> {
  // A concurrent request writing the same key makes this wait for its commit, then see its row.
  const [written] = await answerRecord(tx, undefined, {
    ...claim,
    responseStatus: answer.status,
    responseBody: JSON.stringify(answer.body),
    createdAt: now,
    completedAt: now,
    expiresAt: new Date(now.getTime() + KEEP_MS),
    now,
  });
  if (!written) throw new KeyAlreadyAnswered();
}

/** The answer committed under this key and not yet expired, if any. */
async function storedAnswer(db: Db, claim: Claim, now: Date) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key), gte(idempotencyKeys.expiresAt, now)));
  return row?.responseStatus != null ? row : undefined;
}

/**
 * Runs `action` once per (scope, key). The action writes its answer with `remember` inside its own transaction, so a
 * key is only ever recorded with the answer it got: a failed attempt leaves nothing behind and may be retried. A repeat
 * with the same key gets the first answer (a concurrent one waits for it on the action's locks, then finds it); the same
 * key with a different body is refused (422). Nothing is read before the action: a first attempt costs one insert.
 */
export async function runIdempotent(
  db: Db,
  input: { scope: string; key: string | undefined; body: unknown; now: () => Date },
  action: (remember: RememberAnswer) => Promise<StoredResponse>,
): Promise<StoredResponse & { replayed: boolean }> {
  if (input.key === undefined) return { ...(await action(async () => {})), replayed: false };
  if (!KEY_PATTERN.test(input.key)) throw badRequest('Idempotency-Key must be 8-100 letters, digits, - or _', 'Idempotency-Key');
  const claim: Claim = { scope: input.scope, key: input.key, requestHash: hashRequest(input.body) };
  try {
    return { ...(await action((tx, answer) => remember(tx, claim, answer, input.now()))), replayed: false };
  } catch (error) {
    // Whatever stopped this attempt (the key answered meanwhile, or the first booking now making this one a duplicate),
    // an answer already given under the key is the answer.
    const stored = await storedAnswer(db, claim, input.now());
    if (!stored) throw error;
    if (stored.requestHash !== claim.requestHash) {
      throw new AppError(422, 'This Idempotency-Key was already used for a different request', {
        code: 'IDEMPOTENCY_KEY_REUSED',
      });
    }
    return { status: stored.responseStatus!, body: JSON.parse(stored.responseBody ?? 'null'), replayed: true };
  }
}
