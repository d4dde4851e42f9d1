import { eq } from 'drizzle-orm';
import type { Rider } from '@washday/core';
import type { Db, DbOrTx } from '../../db/client.js';
import { riderDocuments, type riders } from '../../db/schema/index.js';
import type { AadhaarView } from './aadhaar.js';
import { getRider } from './rider-auth.service.js';
import { toRiderDto } from './rider-dto.js';

/**
 * What an admin verifying a rider sees: the full Aadhaar number to compare with the card image, and
 * links to the documents actually on file. For the admin's verification screen only; lists show the masked number.
 */
export async function getRiderForVerification(deps: { db: Db; secret: string }, riderId: string): Promise<Rider> {
  return riderWithDocuments(deps, await getRider(deps, riderId), 'full');
}

/** The rider as the API shows them (rider-dto.ts), with links to the documents actually on file. */
export async function riderWithDocuments(
  deps: { db: DbOrTx; secret: string },
  rider: typeof riders.$inferSelect,
  aadhaar: AadhaarView,
): Promise<Rider> {
  const documents = await deps.db
    .select({ kind: riderDocuments.kind })
    .from(riderDocuments)
    .where(eq(riderDocuments.riderId, rider.id));
  return toRiderDto(
    rider,
    { secret: deps.secret, aadhaar },
    documents.map((d) => d.kind),
  );
}
