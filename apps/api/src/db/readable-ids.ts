import { eq, ilike, or } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

// Readable ids for rows people name (a service, a category, a vendor): a slug of the name, numbered when it is taken.

/** 'Blazer (2 Piece)' → 'blazer-2-piece'; empty for a name with no Latin letters or digits. */
export function slugify(text: string, maxLength = 60): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
}

/** Six random letters and digits, for a name with nothing to slug. */
export const randomSlug = () => Math.random().toString(36).slice(2, 8);

/** The first of base, base-2, base-3... that no row of `table` has as `id`; `reserved` ids are never handed out. */
export async function freeId(
  db: DbOrTx,
  table: PgTable,
  id: AnyPgColumn,
  base: string,
  reserved: readonly string[] = [],
): Promise<string> {
  const rows = await db
    .select({ id })
    .from(table)
    .where(or(eq(id, base), ilike(id, `${base}-%`)));
  const taken = new Set([...reserved, ...rows.map((r) => String(r.id))]);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
