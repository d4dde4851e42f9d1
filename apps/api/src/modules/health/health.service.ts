import type { HealthResponse } from '@washday/core';
import type { Database } from '../../db/client.js';

export async function checkHealth(database: Database, startedAt: Date, now = new Date()): Promise<HealthResponse> {
  const databaseUp = await database.ping(2000).then(
    () => true,
    () => false,
  );
  return {
    success: databaseUp,
    status: databaseUp ? 'ok' : 'degraded',
    database: databaseUp ? 'up' : 'down',
    uptimeSeconds: Math.round((now.getTime() - startedAt.getTime()) / 1000),
    timestamp: now.toISOString(),
  };
}
