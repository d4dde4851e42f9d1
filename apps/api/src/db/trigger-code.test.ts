import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workerDatabase } from '../test/test-database.js';
import { migrationsFolder } from './client.js';

// The database's trigger code is read in one migration (drizzle/0021_booking_stats_triggers.sql): every function in
// the schema and every trigger is written there whole, as it runs. Anything defined elsewhere (an older version left
// behind, a function no later migration restated) or a branch no trigger can take fails here.

/** The migration that is the place to read the trigger code; a migration that restates it all again replaces it here. */
const TRIGGER_CODE = '0021_booking_stats_triggers.sql';
/** Called by the app rather than by a trigger (after a bulk load, and in tests). */
const CALLED_BY_THE_APP = ['booking_stats_rebuild'];

const text = readFileSync(path.join(migrationsFolder(), TRIGGER_CODE), 'utf8');

const written = new Map(
  [...text.matchAll(/CREATE OR REPLACE FUNCTION (\w+)\([^)]*\)[^$]*\$\$([\s\S]*?)\$\$;/g)].map((m) => [m[1]!, m[2]!]),
);

/** A trigger as name, table, timing and events, and the function it runs, from its CREATE TRIGGER statement. */
function triggerOf(statement: string): string {
  const m =
    /CREATE (?:OR REPLACE )?TRIGGER (\w+) (BEFORE|AFTER) (.+?) ON (?:\w+\.)?(\w+)\s[\s\S]*?EXECUTE FUNCTION (\w+)\(\)/.exec(
      statement,
    );
  if (!m) throw new Error(`Not a trigger: ${statement}`);
  return `${m[4]}.${m[1]}: ${m[2]} ${m[3]} → ${m[5]}`;
}

const writtenTriggers = [...text.matchAll(/CREATE OR REPLACE TRIGGER[^;]*;/g)].map((m) => triggerOf(m[0])).sort();

async function inTheDatabase() {
  const { db } = await workerDatabase();
  // Functions of the app's schema that no extension brought.
  const functions = await db
    .select({ name: sql<string>`p.proname`, source: sql<string>`p.prosrc` })
    .from(sql`pg_proc p join pg_namespace n on n.oid = p.pronamespace`)
    .where(
      sql`n.nspname = current_schema() and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`,
    );
  const triggers = await db
    .select({ definition: sql<string>`pg_get_triggerdef(t.oid)` })
    .from(sql`pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace`)
    .where(sql`not t.tgisinternal and n.nspname = current_schema()`);
  return { functions, triggers: triggers.map((t) => triggerOf(t.definition)).sort() };
}

describe("the database's trigger code", () => {
  it(`is all written in ${TRIGGER_CODE}, exactly as the database runs it`, async () => {
    const { functions, triggers } = await inTheDatabase();
    expect(written.size).toBeGreaterThan(15);
    expect(functions.map((f) => f.name).sort(), 'functions in the database').toEqual([...written.keys()].sort());
    for (const { name, source } of functions) expect(source, name).toBe(written.get(name));
    expect(writtenTriggers.length).toBe(15);
    expect(triggers, 'triggers in the database').toEqual(writtenTriggers);
  });

  it('has no dead code: every function is run by a trigger or called, and every TG_OP branch by a trigger', () => {
    const events = new Map<string, Set<string>>();
    for (const trigger of writtenTriggers) {
      const [, timing, fn] = /: (.+) → (\w+)$/.exec(trigger)!;
      const set = events.get(fn!) ?? new Set<string>();
      for (const event of timing!.matchAll(/INSERT|UPDATE|DELETE/g)) set.add(event[0]);
      events.set(fn!, set);
    }
    // Reachable: the functions triggers run and the app calls, then every function their bodies name.
    const reached = new Set([...events.keys(), ...CALLED_BY_THE_APP]);
    for (let grew = true; grew;) {
      grew = false;
      for (const name of written.keys())
        if (!reached.has(name) && [...reached].some((caller) => new RegExp(`\\b${name}\\(`).test(written.get(caller)!))) {
          reached.add(name);
          grew = true;
        }
    }
    expect(
      [...written.keys()].filter((name) => !reached.has(name)),
      'functions nothing runs',
    ).toEqual([]);
    for (const [name, body] of written) {
      const tested = new Set([...body.matchAll(/TG_OP[^\n]*/g)].flatMap((line) => line[0].match(/INSERT|UPDATE|DELETE/g) ?? []));
      const fired = events.get(name) ?? new Set<string>();
      expect(
        [...tested].filter((op) => !fired.has(op)),
        `${name}: branches for events no trigger runs it on`,
      ).toEqual([]);
    }
  });
});
