import type { Sql } from 'postgres';

// drizzle asks postgres.js for an unnamed statement unless a query was `.prepare()`d, and postgres.js then describes
// every statement with parameters before it binds them: two round trips (two socket writes, two waits) a statement.
// Named, a statement is parsed once per connection and each later run is one round trip. Every SQL text the app
// builds is bounded (values are always parameters; `sql.raw` only ever holds constants), so the statements a
// connection keeps stay few. Decision 0025.

type Begin = (...args: unknown[]) => unknown;

/** The client with every statement prepared, its transactions' and savepoints' clients too. */
export function preparingClient<T extends Sql>(client: T): T {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'unsafe') {
        return (query: string, parameters?: unknown[], options?: Record<string, unknown>) =>
          target.unsafe(query, parameters as never, { ...options, prepare: true });
      }
      if (property === 'begin' || property === 'savepoint') {
        const open = Reflect.get(target, property, target) as Begin;
        return (...args: unknown[]) => {
          const work = args.pop() as (inner: Sql) => unknown;
          return open.call(target, ...args, (inner: Sql) => work(preparingClient(inner)));
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
