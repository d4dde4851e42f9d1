/**
 * Garment tag codes (docs/decisions/0034-garment-tags-and-vendor-staff.md): `WD-SSSS-NN`, where `SSSS` names the
 * printed label sheet in Crockford's base32 (no I, L, O or U, so nothing reads as a digit) and `NN` the label's place
 * on the sheet, 01–99. The QR holds exactly the code, so a typed code is as good as a scanned one.
 */

export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const TAG_SHEET_CODE_LENGTH = 4;
export const TAG_PLACE_MAX = 99;
export const TAG_CODE_PREFIX = 'WD';
/** How a tag code looks, for placeholders and messages. */
export const TAG_CODE_EXAMPLE = 'WD-7K3F-02';

export const TAG_CODE_MESSAGES = {
  required: 'Enter the tag code',
  malformed: `That is not a tag code. It looks like ${TAG_CODE_EXAMPLE}: WD, four letters or digits, and the label number.`,
  placeOutOfRange: `The label number at the end must be from 01 to ${TAG_PLACE_MAX}`,
} as const;

export interface TagCode {
  /** The code as printed: `WD-7K3F-02`. */
  code: string;
  sheetCode: string;
  place: number;
}

export type TagCodeResult = ({ ok: true } & TagCode) | { ok: false; message: string };

/** `7K3F`, 2 → `WD-7K3F-02`. */
export function formatTagCode(sheetCode: string, place: number): string {
  return `${TAG_CODE_PREFIX}-${sheetCode}-${String(place).padStart(2, '0')}`;
}

/** A new sheet code; `randomIndex(n)` answers 0..n-1 (crypto's randomInt on the server). */
export function randomSheetCode(randomIndex: (n: number) => number): string {
  let code = '';
  for (let i = 0; i < TAG_SHEET_CODE_LENGTH; i += 1) code += CROCKFORD_ALPHABET[randomIndex(CROCKFORD_ALPHABET.length)];
  return code;
}

/** Crockford's reading of what people type: I and L are 1, O is 0. */
const readAlike = (text: string) => text.replace(/[IL]/g, '1').replace(/O/g, '0');
const SHEET_PATTERN = new RegExp(`^[${CROCKFORD_ALPHABET}]{${TAG_SHEET_CODE_LENGTH}}$`);

/** Whether `text` is a sheet code as stored (already upper case, Crockford letters only). */
export const isSheetCode = (text: string) => SHEET_PATTERN.test(text);

/**
 * Reads a scanned or typed code: any case, spaces or dashes anywhere or none, the `WD` in front or not, and I, L and O
 * read as 1, 1 and 0. Answers the code as printed, or a message saying what is wrong.
 */
export function parseTagCode(input: string): TagCodeResult {
  let text = input.toUpperCase().replace(/[\s\-_.–—]/g, '');
  if (!text) return { ok: false, message: TAG_CODE_MESSAGES.required };
  if (text.length === TAG_CODE_PREFIX.length + TAG_SHEET_CODE_LENGTH + 2 && text.startsWith(TAG_CODE_PREFIX))
    text = text.slice(TAG_CODE_PREFIX.length);
  if (text.length !== TAG_SHEET_CODE_LENGTH + 2) return { ok: false, message: TAG_CODE_MESSAGES.malformed };
  const sheetCode = readAlike(text.slice(0, TAG_SHEET_CODE_LENGTH));
  const placeText = readAlike(text.slice(TAG_SHEET_CODE_LENGTH));
  if (!isSheetCode(sheetCode) || !/^\d\d$/.test(placeText)) return { ok: false, message: TAG_CODE_MESSAGES.malformed };
  const place = Number(placeText);
  if (place < 1 || place > TAG_PLACE_MAX) return { ok: false, message: TAG_CODE_MESSAGES.placeOutOfRange };
  return { ok: true, code: formatTagCode(sheetCode, place), sheetCode, place };
}

/** The code as printed, or null when it cannot be one (for lookups that answer 'unknown' rather than explain). */
export function normaliseTagCode(input: string): string | null {
  const parsed = parseTagCode(input);
  return parsed.ok ? parsed.code : null;
}
