import type { FieldPath, FieldValues, PathValue, UseFormSetValue } from 'react-hook-form';

/** Puts a whole draft into a form (a place found on the map, a rule applied to the schedule), key by key. */
export function setValues<T extends FieldValues>(setValue: UseFormSetValue<T>, values: T): void {
  for (const key of Object.keys(values) as FieldPath<T>[]) setValue(key, values[key] as PathValue<T, FieldPath<T>>);
}
