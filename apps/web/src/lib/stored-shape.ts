// Checks for what the app kept on the device itself (localStorage): the home screen reads these before its first paint,
// so they are plain functions rather than zod schemas, which would put zod on the first download. They accept and
// return what the zod object schemas they replace did: every field present with its type, unknown fields dropped.

/** A field's check, which also tells TypeScript the field's type. */
export type FieldCheck<T> = (value: unknown) => value is T;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isText = (value: unknown): value is string => typeof value === 'string';
/** A number as JSON holds one (finite). */
export const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
/** The field must be there, null or passing `check`. */
export const orNull =
  <T>(check: FieldCheck<T>): FieldCheck<T | null> =>
  (value): value is T | null =>
    value === null || check(value);
export const oneOf =
  <const T extends readonly string[]>(values: T): FieldCheck<T[number]> =>
  (value): value is T[number] =>
    typeof value === 'string' && values.includes(value);

type Shape = Record<string, FieldCheck<unknown>>;
export type ShapeOf<S extends Shape> = { [K in keyof S]: S[K] extends FieldCheck<infer T> ? T : never };

/** The object with only the shape's fields when each passes its check, else null. */
export function readShape<S extends Shape>(value: unknown, shape: S): ShapeOf<S> | null {
  if (!isRecord(value)) return null;
  const read: Record<string, unknown> = {};
  for (const [key, check] of Object.entries(shape)) {
    if (!check(value[key])) return null;
    read[key] = value[key];
  }
  return read as ShapeOf<S>;
}
