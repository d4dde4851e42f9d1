import { eq } from 'drizzle-orm';
import { mergePreferences, resolvePreferences, type Preferences, type PreferencesPatch } from '@washday/core';
import type { Db, DbOrTx } from '../../db/client.js';
import { userPreferences } from '../../db/schema/index.js';

/** A customer's preferences, every field filled in: what they saved over the spec's defaults. */
export async function readPreferences(db: DbOrTx, userId: string): Promise<Preferences> {
  const [row] = await db
    .select({ preferences: userPreferences.preferences })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return resolvePreferences(row?.preferences);
}

/**
 * Applies a save to the customer's preferences and stores the complete result. The row is locked while it is merged,
 * so two saves of different cards at once both land.
 */
export async function savePreferences(db: Db, userId: string, patch: PreferencesPatch): Promise<Preferences> {
  return db.transaction(async (tx) => {
    // Accounts made before the row existed (or by hand) get one now.
    await tx.insert(userPreferences).values({ userId, preferences: {} }).onConflictDoNothing();
    const [row] = await tx
      .select({ preferences: userPreferences.preferences })
      .from(userPreferences)
      .where(eq(userPreferences.userId, userId))
      .for('update');
    const next = mergePreferences(resolvePreferences(row?.preferences), patch);
    await tx.update(userPreferences).set({ preferences: next }).where(eq(userPreferences.userId, userId));
    return next;
  });
}
