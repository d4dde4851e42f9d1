import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { catalogueResponseSchema, type CatalogueCategory, type PricedService } from '@washday/core';
import type { DbOrTx } from '../../db/client.js';
import type { EventBus } from '../../events/event-bus.js';
import { prepareBody, type PreparedBody } from '../../lib/prepared-body.js';
import { listCatalogueRows } from './catalogue.repository.js';
import { enabledCatalogue, servicesById } from './catalogue.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue held in memory: GET /api/services answers from it; admin changes drop it on every instance. */
    catalogue: CatalogueCache;
  }
}

/** The bus key instances tell each other of a catalogue change on; no event stream listens to `system:` keys. */
export const CATALOGUE_CHANGED_KEY = 'system:catalogue';

/**
 * Pub/sub loses what is said while an instance is disconnected from Redis; a snapshot older than this is rebuilt
 * anyway, so a missed change shows within a minute.
 */
const MAX_AGE_MS = 60_000;

/** One version of the catalogue, built from the database once per change. */
export interface CatalogueSnapshot {
  /** The enabled catalogue customers see, as GET /api/services answers it. */
  categories: CatalogueCategory[];
  /** Every service by id, disabled ones included, in the shape booking pricing takes (core's `priceLines`). */
  servicesById: ReadonlyMap<string, PricedService>;
  /** GET /api/services' answer, serialised, tagged and compressed once. */
  response: PreparedBody;
}

async function buildSnapshot(db: DbOrTx): Promise<CatalogueSnapshot> {
  const rows = await listCatalogueRows(db);
  const categories = enabledCatalogue(rows);
  // Checked against the contract once per version, as the route's serialiser did on every request.
  const body = JSON.stringify(catalogueResponseSchema.parse({ success: true, categories }));
  return { categories, servicesById: servicesById(rows), response: await prepareBody(body, 'application/json; charset=utf-8') };
}

/**
 * Holds the catalogue snapshot of this instance. It is built on the first read after start or after a change (so
 * seeding before start is never served stale), and concurrent readers share one build. `changed()` drops it here
 * and, through the live event bus (in process, or Redis with REDIS_URL), on every other instance.
 */
export class CatalogueCache {
  private snapshot: CatalogueSnapshot | null = null;
  private builtAt = 0;
  private building: Promise<CatalogueSnapshot> | null = null;
  /** Bumped by each invalidation, so a build that read the database before a change is never kept. */
  private generation = 0;
  /** Tells this instance's own notices (echoed back by Redis) from other instances'. */
  private readonly origin = randomUUID();
  private readonly stopListening: () => void;

  constructor(
    private readonly db: DbOrTx,
    private readonly bus: EventBus,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {
    this.stopListening = bus.subscribe([CATALOGUE_CHANGED_KEY], (event) => {
      if ((event.data as { origin?: string } | null)?.origin !== this.origin) this.invalidate();
    });
  }

  /** The snapshot when one is held and fresh, else null: the hot path reads this without awaiting. */
  get current(): CatalogueSnapshot | null {
    return this.snapshot && this.now() - this.builtAt < MAX_AGE_MS ? this.snapshot : null;
  }

  /** The current snapshot, built from the database when there is none. */
  async get(): Promise<CatalogueSnapshot> {
    return this.current ?? (this.building ??= this.rebuild());
  }

  /** Every service by id for pricing an order (booking and order edits): `(await app.catalogue.servicesById()).get(id)`. */
  async servicesById(): Promise<ReadonlyMap<string, PricedService>> {
    return (await this.get()).servicesById;
  }

  /** Drops this instance's snapshot; the next read rebuilds it. */
  invalidate(): void {
    this.generation += 1;
    this.snapshot = null;
    this.building = null;
  }

  /** Call after a change to categories or services has committed: every instance drops its snapshot. */
  async changed(): Promise<void> {
    this.invalidate();
    try {
      await this.bus.publish({
        id: 0,
        recipient: CATALOGUE_CHANGED_KEY,
        event: 'catalogue.changed',
        data: { origin: this.origin },
      });
    } catch (err) {
      // The change is saved and shown here; other instances see it when their snapshot ages out.
      this.log.warn({ err }, 'catalogue: could not tell other instances of a change');
    }
  }

  close(): void {
    this.stopListening();
  }

  private async rebuild(): Promise<CatalogueSnapshot> {
    const generation = this.generation;
    try {
      const snapshot = await buildSnapshot(this.db);
      if (generation === this.generation) {
        this.snapshot = snapshot;
        this.builtAt = this.now();
      }
      return snapshot;
    } finally {
      if (generation === this.generation) this.building = null;
    }
  }
}
