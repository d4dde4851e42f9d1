import { describe, expect, it } from 'vitest';
import { csvField, csvRows } from './csv';

describe('csv', () => {
  it('quotes a field with a comma, a quote or a line break, doubling quotes inside', () => {
    expect(csvField('Regular Iron')).toBe('Regular Iron');
    expect(csvField('Curtains, heavy')).toBe('"Curtains, heavy"');
    expect(csvField('Saree "silk"')).toBe('"Saree ""silk"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded ')).toBe('" padded "');
  });

  it('writes numbers plainly, leaves missing values empty and keeps formula-like text as text', () => {
    expect(csvField(1050.5)).toBe('1050.5');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+91 98100')).toBe("'+91 98100");
    // A trigger behind a separator is one too (issue 25): a spreadsheet splitting on ';' would find the formula.
    expect(csvField(';=1+1')).toBe('"\';=1+1"');
  });

  it('joins rows with CRLF', () => {
    expect(csvRows([['a', 1], [], ['b, c', null]])).toBe('a,1\r\n\r\n"b, c",');
  });
});
