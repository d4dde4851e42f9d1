import { describe, expect, it } from 'vitest';
import { csvCell, csvRows } from './csv.js';

describe('csv', () => {
  it('quotes a field with a separator, a quote or a line break, doubling quotes inside', () => {
    expect(csvCell('Regular Iron')).toBe('Regular Iron');
    expect(csvCell('Curtains, heavy')).toBe('"Curtains, heavy"');
    expect(csvCell('Saree "silk"')).toBe('"Saree ""silk"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded ')).toBe('" padded "');
    // A semicolon splits cells in many locales' spreadsheets: quoted, it cannot start a new cell.
    expect(csvCell('Block A;=1+1')).toBe('"Block A;=1+1"');
    expect(csvCell('tab\there')).toBe('"tab\there"');
  });

  it('writes numbers and booleans plainly and leaves missing values empty', () => {
    expect(csvCell(1050.5)).toBe('1050.5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it.each([
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+91 98100', "'+91 98100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', '"\'\t=1+1"'],
    ['\r=1+1', '"\'\r=1+1"'],
    // Behind leading separators or whitespace, a trigger is still one: a spreadsheet may split or trim them away.
    [';=1+1', '"\';=1+1"'],
    [',=1+1', '"\',=1+1"'],
    [';;@cmd', '"\';;@cmd"'],
    [' =1+1', "' =1+1"],
    ['; ,+1', '"\'; ,+1"'],
  ])('keeps %j as text', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('leaves text that only contains a trigger later alone', () => {
    expect(csvCell('Sector 45 - Gurugram')).toBe('Sector 45 - Gurugram');
    expect(csvCell('a@b.example')).toBe('a@b.example');
    expect(csvCell(';note')).toBe('";note"');
  });

  it('joins rows with CRLF', () => {
    expect(csvRows([['a', 1], [], ['b, c', null]])).toBe('a,1\r\n\r\n"b, c",');
  });
});
