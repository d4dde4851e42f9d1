/**
 * The A4 label sheets an admin can print tags on: the common layouts stationers sell (Avery's and their copies), with
 * the margins and pitches from their templates, in millimetres. A layout holds at most TAG_PLACE_MAX labels.
 */

export const A4_MM = { width: 210, height: 297 } as const;

export interface LabelLayout {
  id: string;
  name: string;
  columns: number;
  rows: number;
  labelWidthMm: number;
  labelHeightMm: number;
  /** From the sheet's top edge to the first row's top. */
  topMarginMm: number;
  /** From the sheet's left edge to the first column's left. */
  leftMarginMm: number;
  /** From one label's left edge to the next one's in the row (width + gap). */
  horizontalPitchMm: number;
  /** From one label's top edge to the next one's below. */
  verticalPitchMm: number;
}

export const LABEL_LAYOUTS = [
  {
    id: 'L7160',
    name: '21 per sheet, 63.5 × 38.1 mm (Avery L7160)',
    columns: 3,
    rows: 7,
    labelWidthMm: 63.5,
    labelHeightMm: 38.1,
    topMarginMm: 15.15,
    leftMarginMm: 7.25,
    horizontalPitchMm: 66.04,
    verticalPitchMm: 38.1,
  },
  {
    id: 'L7163',
    name: '14 per sheet, 99.1 × 38.1 mm (Avery L7163)',
    columns: 2,
    rows: 7,
    labelWidthMm: 99.1,
    labelHeightMm: 38.1,
    topMarginMm: 15.15,
    leftMarginMm: 4.65,
    horizontalPitchMm: 101.6,
    verticalPitchMm: 38.1,
  },
  {
    id: 'A4-24',
    name: '24 per sheet, 70 × 37 mm (edge to edge, e.g. Avery 3474)',
    columns: 3,
    rows: 8,
    labelWidthMm: 70,
    labelHeightMm: 37,
    topMarginMm: 0.5,
    leftMarginMm: 0,
    horizontalPitchMm: 70,
    verticalPitchMm: 37,
  },
  {
    id: 'L7162',
    name: '16 per sheet, 99.1 × 33.9 mm (Avery L7162)',
    columns: 2,
    rows: 8,
    labelWidthMm: 99.1,
    labelHeightMm: 33.9,
    topMarginMm: 12.9,
    leftMarginMm: 4.65,
    horizontalPitchMm: 101.6,
    verticalPitchMm: 33.9,
  },
] as const satisfies readonly LabelLayout[];

export type LabelLayoutId = (typeof LABEL_LAYOUTS)[number]['id'];
export const LABEL_LAYOUT_IDS = LABEL_LAYOUTS.map((layout) => layout.id) as [LabelLayoutId, ...LabelLayoutId[]];
export const DEFAULT_LABEL_LAYOUT: LabelLayoutId = 'L7160';

export const labelLayout = (id: LabelLayoutId): LabelLayout => LABEL_LAYOUTS.find((layout) => layout.id === id)!;
export const labelsPerSheet = (layout: LabelLayout) => layout.columns * layout.rows;

/** Where label `place` (1-based, row by row) sits on the sheet, in mm from the top-left corner. */
export function labelBox(layout: LabelLayout, place: number): { x: number; y: number; width: number; height: number } {
  const index = place - 1;
  const column = index % layout.columns;
  const row = Math.floor(index / layout.columns);
  return {
    x: layout.leftMarginMm + column * layout.horizontalPitchMm,
    y: layout.topMarginMm + row * layout.verticalPitchMm,
    width: layout.labelWidthMm,
    height: layout.labelHeightMm,
  };
}
