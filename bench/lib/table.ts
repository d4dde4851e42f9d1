import type { BenchRow } from './types.js';

/** A suite that could not give its rows (missing file, an error): shown in the table in their place. */
export interface SuiteFailure {
  suite: string;
  section: string;
  error: string;
}

/** What a run writes to bench/results/<time>.json, and what --compare reads back. */
export interface BenchResults {
  startedAt: string;
  smoke: boolean;
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string };
  apiMain: string;
  webDist: string;
  postgres: string | null;
  rows: BenchRow[];
  failures: SuiteFailure[];
}

/** A figure as people read it: thousands separated, small values with a few significant digits. */
export function formatNumber(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '—';
  const size = Math.abs(value);
  if (size >= 100 || Number.isInteger(value)) return Math.round(value).toLocaleString('en-US');
  if (size >= 10) return value.toFixed(1);
  if (size === 0) return '0';
  return Number(value.toPrecision(2)).toString();
}

const withUnit = (value: number, unit: string) => (Number.isFinite(value) ? `${formatNumber(value)} ${unit}`.trim() : '—');
const met = (row: BenchRow) => (row.met === undefined ? '' : row.met ? '✓' : '✗');

/** Columns padded to their widest cell, numbers right-aligned; `right` says which columns hold numbers. */
function layout(header: string[], body: string[][], right: boolean[]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...body.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (right[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

/** The run's one table, notes numbered beneath it so the columns stay readable. */
export function formatTable(rows: BenchRow[], failures: SuiteFailure[]): string {
  const notes: string[] = [];
  const noteMark = (note: string | undefined) => {
    if (!note) return '';
    notes.push(note);
    return `[${notes.length}]`;
  };
  const all: Array<BenchRow | SuiteFailure> = [...rows, ...failures];
  const sections = [...new Set(all.map((row) => row.section))];
  const body: string[][] = [];
  for (const section of sections) {
    for (const row of rows.filter((r) => r.section === section)) {
      body.push([
        row.section,
        row.measure,
        withUnit(row.value, row.unit),
        row.reference ? `${row.reference.name}: ${withUnit(row.reference.value, row.reference.unit)}` : '',
        formatNumber(row.ratio).replace('—', ''),
        row.target ?? '',
        met(row),
        noteMark(row.note),
      ]);
    }
    for (const failure of failures.filter((f) => f.section === section)) {
      body.push([failure.section, `${failure.suite} suite`, 'failed', '', '', '', '', noteMark(failure.error)]);
    }
  }
  const table = layout(['Section', 'Measure', 'Value', 'Reference', 'Ratio', 'Target', 'Met', 'Note'], body, [
    false,
    false,
    true,
    false,
    true,
    false,
    false,
    false,
  ]);
  const footnotes = notes.map((note, i) => `[${i + 1}] ${note.replace(/\n/g, '\n    ')}`);
  return footnotes.length ? `${table}\n\n${footnotes.join('\n')}` : table;
}

/** Before and after, row by row (matched on section and measure), for the same bench on two builds. */
export function formatComparison(before: BenchResults, after: BenchResults): string {
  const key = (row: BenchRow) => `${row.section}\u0000${row.measure}`;
  const earlier = new Map(before.rows.map((row) => [key(row), row]));
  const later = new Map(after.rows.map((row) => [key(row), row]));
  const keys = [...new Set([...earlier.keys(), ...later.keys()])];
  const body = keys.map((k) => {
    const a = earlier.get(k);
    const b = later.get(k);
    const row = (b ?? a)!;
    const change =
      a && b && Number.isFinite(a.value) && Number.isFinite(b.value) && a.value !== 0
        ? `${formatNumber(b.value / a.value)} ×`
        : '';
    return [
      row.section,
      row.measure,
      a ? withUnit(a.value, a.unit) : '',
      b ? withUnit(b.value, b.unit) : '',
      change,
      formatNumber(a?.ratio).replace('—', ''),
      formatNumber(b?.ratio).replace('—', ''),
      row.target ?? '',
      b ? met(b) : '',
    ];
  });
  const header = [
    'Section',
    'Measure',
    'Before',
    'After',
    'After ÷ before',
    'Ratio before',
    'Ratio after',
    'Target',
    'Met after',
  ];
  const heading = `Before: ${before.startedAt} (${before.apiMain})\nAfter:  ${after.startedAt} (${after.apiMain})`;
  return `${heading}\n\n${layout(header, body, [false, false, true, true, true, true, true, false, false])}`;
}
