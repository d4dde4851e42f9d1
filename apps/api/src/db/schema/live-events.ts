import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * Events sent to open screens (GET /api/events), kept briefly so a stream that dropped can resume from its
 * Last-Event-ID (decision record 0009). The id is one sequence for all instances, so it orders a recipient's events.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `customer:<id>`, `rider:<id>`, `admin:<id>` or `admins` (every admin). */
    recipient: text('recipient').notNull(),
    event: text('event').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('live_events_recipient_idx').on(t.recipient, t.id), index('live_events_created_idx').on(t.createdAt)],
);
