// A statement drizzle builds once per database and then only fills in (`.prepare()` with `sql.placeholder`): the
// hottest signed-in paths (the session lookup, a customer's first page of bookings) skip rebuilding their SQL on
// every request, which was a fifth of such a request's CPU (docs/decisions/0022).

/** `build` run once per database (or transaction) it is given, its prepared statement kept with it. */
export function preparedPerDb<D extends object, P>(build: (db: D) => P): (db: D) => P {
  const cache = new WeakMap<D, P>();
  return (db) => {
    let prepared = cache.get(db);
    if (!prepared) {
      prepared = build(db);
      cache.set(db, prepared);
    }
    return prepared;
  };
}
