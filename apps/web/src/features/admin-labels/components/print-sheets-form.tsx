import {
  DEFAULT_LABEL_LAYOUT,
  LABEL_LAYOUTS,
  TAG_SHEETS_PER_PRINT,
  labelsPerSheet,
  type LabelLayoutId,
  type TagSheet,
} from '@washday/core';
import { Download, LoaderCircle, Printer } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, FieldHint, Input, Label } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { describeError } from '@/lib/request-errors';
import { labelsPdfName, labelsPdfUrl, usePrintSheets } from '../api/tag-sheets';
import { LayoutPreview } from './layout-preview';

/** Choose the label paper and how many sheets; the new sheets' PDF downloads at once, and stays linked here. */
export function PrintSheetsForm() {
  const countId = useId();
  const [layout, setLayout] = useState<LabelLayoutId>(DEFAULT_LABEL_LAYOUT);
  const [count, setCount] = useState('1');
  const [problem, setProblem] = useState<string | null>(null);
  const [printed, setPrinted] = useState<TagSheet[] | null>(null);
  const print = usePrintSheets();
  const sheets = Number(count);
  const perSheet = labelsPerSheet(LABEL_LAYOUTS.find((l) => l.id === layout)!);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!Number.isInteger(sheets) || sheets < 1 || sheets > TAG_SHEETS_PER_PRINT) {
      setProblem(`Print from 1 to ${TAG_SHEETS_PER_PRINT} sheets at a time`);
      return;
    }
    setProblem(null);
    try {
      const answer = await print.mutateAsync({ layout, sheets });
      setPrinted(answer.sheets);
    } catch (error) {
      setProblem(describeError(error, 'The sheets could not be created. Please try again.'));
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="rounded-3xl bg-white p-5 shadow-soft ring-1 ring-slate-200"
      aria-labelledby="print-title"
    >
      <h3 id="print-title" className="text-base font-bold text-ink">
        Print new sheets
      </h3>
      <p className="mt-0.5 text-sm text-slate-500">
        Each sheet gets its own code, unique for a year. Print at 100% scale (not “fit to page”) so the labels line up.
      </p>

      <fieldset className="mt-4">
        <legend className="mb-2 text-sm font-semibold text-ink">Label paper (A4)</legend>
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {LABEL_LAYOUTS.map((option) => (
            <label
              key={option.id}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-2xl p-3 ring-1 transition-colors',
                layout === option.id ? 'bg-brand-50 ring-2 ring-brand-500' : 'bg-white ring-slate-200 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name="layout"
                value={option.id}
                checked={layout === option.id}
                onChange={() => setLayout(option.id)}
                className="sr-only"
              />
              <LayoutPreview layout={option} />
              <span className="min-w-0">
                <span className="block text-sm font-bold text-ink">{labelsPerSheet(option)} labels</span>
                <span className="block text-xs text-slate-600">{option.name}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div className="w-40">
          <Label htmlFor={countId}>Sheets</Label>
          <Input
            id={countId}
            inputMode="numeric"
            value={count}
            onChange={(event) => setCount(event.target.value.replace(/\D/g, '').slice(0, 2))}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${countId}-hint`}
          />
        </div>
        <Button type="submit" disabled={print.isPending} className="h-12">
          {print.isPending ? (
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          ) : (
            <Printer className="h-4 w-4" aria-hidden="true" />
          )}
          Create and download PDF
        </Button>
      </div>
      {problem ? (
        <FieldError id={`${countId}-hint`}>{problem}</FieldError>
      ) : (
        <FieldHint id={`${countId}-hint`}>
          {sheets > 0 ? `${sheets * perSheet} labels on ${sheets} sheet${sheets === 1 ? '' : 's'}.` : ' '}
        </FieldHint>
      )}

      {printed ? (
        <p
          role="status"
          className="mt-4 flex flex-wrap items-center gap-2 rounded-2xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-emerald-200"
        >
          {printed.length} sheet{printed.length === 1 ? '' : 's'} ready ({printed.map((s) => s.code).join(', ')}).
          <a
            href={labelsPdfUrl(printed)}
            download={labelsPdfName(printed)}
            className="inline-flex items-center gap-1 font-bold text-emerald-800 underline underline-offset-2"
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            Download PDF again
          </a>
        </p>
      ) : null}
    </form>
  );
}
