import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { findForbiddenText, hasForbiddenCharacters, refuseControlCharacters } from './control-characters.js';

describe('forbidden characters in text', () => {
  it('refuses NUL, other C0 controls, DEL and lone surrogates anywhere', () => {
    for (const text of ['A\u0000', '\u0001x', 'a\u001bb', 'x\u007f', 'half \ud83d', '\ude00 half', 'ok\ud83d\ud83dx'])
      expect([text, hasForbiddenCharacters(text, true)]).toEqual([text, true]);
  });

  it('allows tabs and line breaks only in multi-line text', () => {
    for (const text of ['line one\nline two', 'a\tb', 'crlf\r\n'])
      expect([hasForbiddenCharacters(text, true), hasForbiddenCharacters(text)]).toEqual([false, true]);
  });

  it('accepts ordinary text in any script, emoji included', () => {
    for (const text of ['Asha Verma', 'सेक्टर 45, गुरुग्राम', 'Flat 4B — “Tower C”', 'Thanks 🙏🏽', ''])
      expect([text, hasForbiddenCharacters(text)]).toEqual([text, false]);
  });

  it('finds the path of the first bad string or key, multi-line by field name', () => {
    expect(findForbiddenText({ name: 'ok', services: [{ id: 'a' }, { id: 'b\u0000' }] })).toEqual(['services', 1, 'id']);
    expect(
      findForbiddenText({ instructions: 'ring twice\nthen wait', address: { full_address: 'Tower C\nSector 45' } }),
    ).toBeNull();
    expect(findForbiddenText({ name: 'two\nlines' })).toEqual(['name']);
    expect(findForbiddenText({ extra: { 'bad\u0000key': 1 } })).toEqual(['extra', 'bad\u0000key']);
    expect(findForbiddenText(['x', 'y\u007f'])).toEqual([1]);
    expect(findForbiddenText({ when: new Date(), count: 3, nothing: null })).toBeNull();
  });

  it('walks deeply nested values without exhausting the stack', () => {
    let nested: unknown = 'deep\u0000';
    for (let i = 0; i < 100_000; i += 1) nested = [nested];
    expect(findForbiddenText(nested)?.length).toBe(100_000);
  });

  it('adds the refusal to a schema, after its own transforms', () => {
    const schema = refuseControlCharacters(z.object({ name: z.string().trim(), code: z.string().optional() }));
    expect(schema.safeParse({ name: '  Asha\n' }).success).toBe(true);
    const refused = schema.safeParse({ name: 'Asha', code: 'A\u0000' });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['code'], message: "Invalid characters in field 'code'" }),
    ]);
    const piped = refuseControlCharacters(
      z
        .string()
        .transform((v) => v.toUpperCase())
        .nullish(),
    );
    expect(piped.safeParse(null).success).toBe(true);
    expect(piped.safeParse('x\u0001').error?.issues[0]?.message).toBe("Invalid characters in field '(root)'");
  });
});
