// The one place a refused request is put on a form: under the field the server names (ApiError.field, in
// the API's names, which the forms use for their own fields), or on the form as a whole.
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** Where a form keeps a refusal that names none of its fields (`formState.errors.root.server`). */
export const FORM_ERROR = 'root.server';

export const GENERIC_ERROR = 'Something went wrong. Please try again.';

/** The server's own words for an ApiError; a generic line for anything else. */
export function serverMessage(error: unknown): string {
  return error instanceof ApiError && error.message ? error.message : GENERIC_ERROR;
}

/**
 * The form field a refusal is about: the server's `field` when the form has it, or the field it belongs to
 * (`services.0.quantity` belongs to `services`). Null when the server names none of them.
 */
export function serverField<T extends FieldValues>(error: unknown, fields: readonly FieldPath<T>[]): FieldPath<T> | null {
  if (!(error instanceof ApiError) || !error.field) return null;
  const named = error.field;
  return fields.find((field) => named === field || named.startsWith(`${field}.`)) ?? null;
}

export interface ServerErrorOptions<T extends FieldValues> {
  /** The fields the server may name. */
  fields: readonly FieldPath<T>[];
  /** Where a refusal naming none of them goes: a field, or the form as a whole (the default). */
  fallback?: FieldPath<T>;
  /** The words to show; the server's own by default. */
  message?: (error: unknown) => string;
}

/** Shows a refusal under its field (and focuses it) or on the form; says where it went. */
export function applyServerError<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  { fields, fallback, message = serverMessage }: ServerErrorOptions<T>,
): FieldPath<T> | typeof FORM_ERROR {
  const text = message(error);
  const field = serverField(error, fields) ?? fallback;
  if (field) {
    setError(field, { type: 'server', message: text }, { shouldFocus: true });
    return field;
  }
  setError(FORM_ERROR, { type: 'server', message: text });
  return FORM_ERROR;
}
