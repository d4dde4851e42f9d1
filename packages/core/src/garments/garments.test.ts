import { describe, expect, it } from 'vitest';
import { A4_MM, LABEL_LAYOUTS, labelBox, labelsPerSheet } from './label-layouts.js';
import {
  CROCKFORD_ALPHABET,
  TAG_CODE_MESSAGES,
  TAG_PLACE_MAX,
  formatTagCode,
  normaliseTagCode,
  parseTagCode,
  randomSheetCode,
} from './tag-code.js';
import { inspectionNoticeMessage } from './inspection-notices.js';
import { tagKindOfOrder, tagKindOfUnit } from './tag-kind.js';
import { TAG_MESSAGES } from './tag-messages.js';

describe('tag codes', () => {
  it('formats a sheet and a place as WD-SSSS-NN', () => {
    expect(formatTagCode('7K3F', 2)).toBe('WD-7K3F-02');
    expect(formatTagCode('0000', 99)).toBe('WD-0000-99');
  });

  it('draws sheet codes from Crockford base32 only (no I, L, O, U)', () => {
    expect(CROCKFORD_ALPHABET).toHaveLength(32);
    expect(CROCKFORD_ALPHABET).not.toMatch(/[ILOU]/);
    let i = 0;
    const sequential = (n: number) => i++ % n;
    expect(randomSheetCode(sequential)).toBe('0123');
    expect(randomSheetCode(() => 31)).toBe('ZZZZ');
  });

  it.each([
    ['WD-7K3F-02', 'WD-7K3F-02'],
    ['wd-7k3f-02', 'WD-7K3F-02'],
    [' wd 7k3f 02 ', 'WD-7K3F-02'],
    ['WD7K3F02', 'WD-7K3F-02'],
    ['7K3F-02', 'WD-7K3F-02'],
    ['7k3f02', 'WD-7K3F-02'],
    // Crockford's reading of look-alikes: I and L are 1, O is 0 (in the place too).
    ['WD-7K3I-O2', 'WD-7K31-02'],
    ['wd–7k3l–02', 'WD-7K31-02'],
  ])('reads %j as %s', (input, code) => {
    expect(parseTagCode(input)).toMatchObject({ ok: true, code });
    expect(normaliseTagCode(input)).toBe(code);
  });

  it('answers the sheet and the place', () => {
    expect(parseTagCode('wd-7k3f-21')).toEqual({ ok: true, code: 'WD-7K3F-21', sheetCode: '7K3F', place: 21 });
  });

  it.each([
    ['', TAG_CODE_MESSAGES.required],
    ['   ', TAG_CODE_MESSAGES.required],
    ['WD-7K3F', TAG_CODE_MESSAGES.malformed],
    ['WD-7K3F-123', TAG_CODE_MESSAGES.malformed],
    ['WD-7U3F-02', TAG_CODE_MESSAGES.malformed],
    ['WD-7K3F-AB', TAG_CODE_MESSAGES.malformed],
    ['XX-7K3F-02', TAG_CODE_MESSAGES.malformed],
    ['https://example.com', TAG_CODE_MESSAGES.malformed],
    ['WD-7K3F-00', TAG_CODE_MESSAGES.placeOutOfRange],
  ])('refuses %j with a clear message', (input, message) => {
    expect(parseTagCode(input)).toEqual({ ok: false, message });
    expect(normaliseTagCode(input)).toBeNull();
  });
});

describe('label layouts', () => {
  it.each(LABEL_LAYOUTS.map((layout) => [layout.id, layout] as const))('%s fits on A4 without overlaps', (_id, layout) => {
    const count = labelsPerSheet(layout);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(TAG_PLACE_MAX);
    const last = labelBox(layout, count);
    expect(last.x + last.width).toBeLessThanOrEqual(A4_MM.width + 0.01);
    expect(last.y + last.height).toBeLessThanOrEqual(A4_MM.height + 0.01);
    expect(layout.horizontalPitchMm).toBeGreaterThanOrEqual(layout.labelWidthMm);
    expect(layout.verticalPitchMm).toBeGreaterThanOrEqual(layout.labelHeightMm);
    const first = labelBox(layout, 1);
    expect(first.x).toBeGreaterThanOrEqual(0);
    expect(first.y).toBeGreaterThanOrEqual(0);
  });

  it('numbers labels row by row: L7160 is 21 up, its 4th label starting the second row', () => {
    const l7160 = LABEL_LAYOUTS.find((layout) => layout.id === 'L7160')!;
    expect(labelsPerSheet(l7160)).toBe(21);
    expect(labelBox(l7160, 4)).toEqual({ x: 7.25, y: 15.15 + 38.1, width: 63.5, height: 38.1 });
    expect(labelBox(l7160, 3).x).toBeCloseTo(7.25 + 2 * 66.04);
  });

  it('offers the common 14-, 21- and 24-up sheets', () => {
    expect(LABEL_LAYOUTS.map(labelsPerSheet)).toEqual(expect.arrayContaining([14, 21, 24]));
  });
});

describe('tag kind', () => {
  it('tags by the bag what is washed by weight, by the garment what is priced per piece or set', () => {
    expect(tagKindOfUnit('KG')).toBe('bag');
    expect(tagKindOfUnit('PC')).toBe('garment');
    expect(tagKindOfUnit('SET')).toBe('garment');
    expect(tagKindOfOrder(['KG', 'KG'])).toBe('bag');
    expect(tagKindOfOrder(['KG', 'PC'])).toBe('garment');
  });
});

describe('tag messages', () => {
  it('says both numbers when the tags and the confirmed count differ', () => {
    expect(TAG_MESSAGES.countMismatch(2, 3)).toBe('2 tags attached but 3 items confirmed. Tag every item, or correct the count.');
    expect(TAG_MESSAGES.countMismatch(1, 1)).toContain('1 tag attached but 1 item confirmed');
  });
});

describe("the laundry's question to the customer", () => {
  const values = { order_number: 'WD-ASK001', tag_code: 'WD-7K3F-02', issues: ['stain' as const], note: 'Ink on the cuff' };
  it('ends the note as a sentence before asking, in English and Hindi', () => {
    expect(inspectionNoticeMessage(values)).toBe(
      'Garment WD-7K3F-02 of order WD-ASK001 (stain): Ink on the cuff. Shall we clean it as booked? Approve, or decline and it comes back uncleaned.',
    );
    expect(inspectionNoticeMessage(values, 'hi')).toContain('(दाग): Ink on the cuff। क्या हम');
    expect(inspectionNoticeMessage({ ...values, note: 'Red dye bleeds.' })).toContain('Red dye bleeds. Shall we');
  });
});
