import type { z } from 'zod';

/**
 * Text fields typed into a multi-line box: these alone may hold tabs and line breaks. Matched by
 * field name wherever it appears, so a nested copy (a booking's address object) is covered too.
 */
export const MULTILINE_TEXT_FIELDS: ReadonlySet<string> = new Set([
  'full_address',
  'instructions',
  'special_instructions',
  'additional_details',
]);

// Control characters no text may hold (C0 but tab, line feed and carriage return; DEL), and
// UTF-16 halves without their partner: PostgreSQL cannot store NUL, and none of these is typed.
/* eslint-disable no-control-regex -- matching control characters is the point */
const FORBIDDEN_IN_MULTILINE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const FORBIDDEN_IN_SINGLE_LINE = /[\u0000-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/* eslint-enable no-control-regex */

/** Whether a piece of text holds a character no field may hold (or, single-line, a tab or line break). */
export function hasForbiddenCharacters(text: string, multiline = false): boolean {
  return (multiline ? FORBIDDEN_IN_MULTILINE : FORBIDDEN_IN_SINGLE_LINE).test(text);
}

export type TextPath = (string | number)[];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** A step of a path, linked to its parent so walking a deep value costs no copying. */
interface Step {
  key: string | number;
  parent: Step | null;
}

function pathOf(step: Step | null): TextPath {
  const path: TextPath = [];
  for (let at = step; at; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first string (or object key) in `value` holding a forbidden character, or null.
 * Walks with its own stack so a deeply nested body cannot exhaust the call stack.
 */
export function findForbiddenText(value: unknown): TextPath | null {
  const stack: { value: unknown; at: Step | null; multiline: boolean }[] = [{ value, at: null, multiline: false }];
  while (stack.length > 0) {
    const { value: current, at, multiline } = stack.pop()!;
    if (typeof current === 'string') {
      if (hasForbiddenCharacters(current, multiline)) return pathOf(at);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) stack.push({ value: current[i], at: { key: i, parent: at }, multiline });
    } else if (isPlainObject(current)) {
      const keys = Object.keys(current);
      for (const key of keys) if (hasForbiddenCharacters(key)) return pathOf({ key, parent: at });
      for (const key of keys.reverse())
        stack.push({ value: current[key], at: { key, parent: at }, multiline: MULTILINE_TEXT_FIELDS.has(key) });
    }
  }
  return null;
}

/** The field as the API names it in errors: `services.0.name`. */
export function textFieldName(path: TextPath): string {
  return path.length > 0 ? path.join('.') : '(root)';
}

export function invalidCharactersMessage(path: TextPath): string {
  return `Invalid characters in field '${textFieldName(path)}'`;
}

/** The schema, also refusing any parsed text that holds a forbidden character (see `findForbiddenText`). */
export function refuseControlCharacters<T extends z.ZodType>(schema: T): T {
  return schema.superRefine((value, ctx) => {
    const path = findForbiddenText(value);
    if (path) ctx.addIssue({ code: 'custom', path, message: invalidCharactersMessage(path), input: value });
  }) as T;
}
