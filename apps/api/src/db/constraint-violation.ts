/**
 * Whether a write broke this constraint (a unique index, a check). drizzle wraps the driver's error in its own
 * (DrizzleQueryError: 'Failed query: …', the driver's error as `cause`), and the drivers name the constraint in different
 * places (postgres.js `constraint_name`, PGlite `constraint`), so the whole chain of causes is read.
 */
export function violates(error: unknown, constraint: string): boolean {
  for (let e = error as ErrorFields | undefined, depth = 0; e && depth < 5; e = e.cause as ErrorFields | undefined, depth += 1) {
    if ([e.constraint_name, e.constraint, e.message].some((text) => typeof text === 'string' && text.includes(constraint)))
      return true;
  }
  return false;
}

interface ErrorFields {
  constraint_name?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}
