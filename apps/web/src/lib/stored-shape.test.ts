import { describe, expect, it } from 'vitest';
import { isNumber, isText, oneOf, orNull, readShape } from './stored-shape';

describe('readShape', () => {
  const shape = { name: isText, age: orNull(isNumber), kind: oneOf(['a', 'b']) };

  it('keeps the shape’s fields and drops the others', () => {
    expect(readShape({ name: 'Asha', age: null, kind: 'b', extra: 1 }, shape)).toEqual({ name: 'Asha', age: null, kind: 'b' });
  });

  it('refuses a missing field, a wrong type, a value outside the list, and anything but an object', () => {
    expect(readShape({ age: 3, kind: 'a' }, shape)).toBeNull();
    expect(readShape({ name: 'Asha', age: '3', kind: 'a' }, shape)).toBeNull();
    expect(readShape({ name: 'Asha', age: 3, kind: 'c' }, shape)).toBeNull();
    expect(readShape({ name: 'Asha', age: undefined, kind: 'a' }, shape)).toBeNull();
    expect(readShape([{ name: 'Asha', age: 3, kind: 'a' }], shape)).toBeNull();
    expect(readShape(null, shape)).toBeNull();
  });
});
