import { eq } from 'drizzle-orm';
import type { Rider } from '@washday/core';
import type { Db } from '../../db/client.js';
import { riderDocuments } from '../../db/schema/index.js';
import { getRider } from './rider-auth.service.js';
import { toRiderDto } from './rider-dto.js';

/**
 * What an admin verifying a rider sees: the full Aadhaar number to compare with the card image, and
 * links to the documents actually on file. For the admin's verification screen only; lists show the masked number.
 */
export async function getRiderForVerification(deps: { db: Db; secret: string }, riderId: string): Promise<Rider> {
  const rider = await getRider(deps, riderId);
  const documents = await deps.db
    .select({ kind: riderDocuments.kind })
    .from(riderDocuments)
    .where(eq(riderDocuments.riderId, riderId));
  return toRiderDto(
    rider,
    { secret: deps.secret, aadhaar: 'full' },
    documents.map((d) => d.kind),
  );
}
