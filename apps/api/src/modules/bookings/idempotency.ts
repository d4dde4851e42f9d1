import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../lib/errors.js';

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
const KEEP_MS = 24 * 3_600_000;
const WAIT_FOR_FIRST_MS = 10_000;

export interface StoredResponse {
  status: number;
  body: unknown;
}

export function hashRequest(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body ?? null)).digest('hex');
}

/**
 * Runs `action` once per (scope, key). A repeat with the same key gets the first answer (waiting
 * for it if the first is still running); the same key with a different body is refused. If the
 * action fails, the key is released so the client may try again.
 */
export async function runIdempotent(
  db: Db,
  input: { scope: string; key: string | undefined; body: unknown; now: () => Date; busyMessage: string },
  action: () => Promise<StoredResponse>,
): Promise<StoredResponse & { replayed: boolean }> {
  if (input.key === undefined) return { ...(await action()), replayed: false };
  if (!KEY_PATTERN.test(input.key)) throw badRequest('Idempotency-Key must be 8-100 letters, digits, - or _', 'Idempotency-Key');
  const requestHash = hashRequest(input.body);
  const now = input.now();
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, input.scope), eq(idempotencyKeys.key, input.key), lt(idempotencyKeys.expiresAt, now)));

  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ scope: input.scope, key: input.key, requestHash, createdAt: now, expiresAt: new Date(now.getTime() + KEEP_MS) })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });

  if (claimed) {
    try {
      const result = await action();
      await db
        .update(idempotencyKeys)
        .set({ responseStatus: result.status, responseBody: JSON.stringify(result.body), completedAt: input.now() })
        .where(eq(idempotencyKeys.id, claimed.id));
      return { ...result, replayed: false };
    } catch (error) {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, claimed.id));
      throw error;
    }
  }

  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const [existing] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, input.scope), eq(idempotencyKeys.key, input.key)));
    if (!existing) {
      // The first attempt failed and let go of the key: this request may now run it.
      return runIdempotent(db, input, action);
    }
    if (existing.requestHash !== requestHash) {
      throw new AppError(422, 'This Idempotency-Key was already used for a different request', { code: 'IDEMPOTENCY_KEY_REUSED' });
    }
    if (existing.completedAt && existing.responseStatus != null) {
      return { status: existing.responseStatus, body: JSON.parse(existing.responseBody ?? 'null'), replayed: true };
    }
    if (Date.now() > deadline) throw new AppError(409, input.busyMessage, { code: 'IN_PROGRESS' });
    await sleep(100);
  }
}
