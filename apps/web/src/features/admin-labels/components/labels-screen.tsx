import { formatTagCode, type TagSheet } from '@washday/core';
import { Download, Tags } from 'lucide-react';
import { ScreenHeader } from '@/components/admin-table/screen-header';
import { cn } from '@/lib/cn';
import { labelsPdfName, labelsPdfUrl, useTagSheets } from '../api/tag-sheets';
import { PrintSheetsForm } from './print-sheets-form';

const printedAt = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

function SheetRow({ sheet }: { sheet: TagSheet }) {
  const share = sheet.labels ? Math.round((sheet.used / sheet.labels) * 100) : 0;
  return (
    <tr className="border-t border-slate-100">
      <td className="px-4 py-3">
        <span translate="no" className="font-mono text-sm font-bold text-ink">
          {formatTagCode(sheet.code, 1)} … {String(sheet.labels).padStart(2, '0')}
        </span>
      </td>
      <td className="px-4 py-3 text-sm text-slate-700">
        {sheet.labels} × {sheet.layout}
      </td>
      <td className="px-4 py-3">
        <div className="flex items-center gap-2">
          <div className="h-2 w-24 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
            <div className="h-full rounded-full bg-brand-500" style={{ width: `${share}%` }} />
          </div>
          <span className="text-sm text-slate-700 tabular-nums">
            {sheet.used} of {sheet.labels}
          </span>
        </div>
      </td>
      <td className="px-4 py-3 text-sm text-slate-700">
        {printedAt.format(new Date(sheet.printed_at))}
        {sheet.printed_by ? <span className="block text-xs text-slate-500">by {sheet.printed_by}</span> : null}
      </td>
      <td className="px-4 py-3">
        <span
          className={cn(
            'rounded-full px-2.5 py-1 text-xs font-bold ring-1',
            sheet.retired_at ? 'bg-slate-100 text-slate-600 ring-slate-200' : 'bg-emerald-50 text-emerald-800 ring-emerald-200',
          )}
        >
          {sheet.retired_at ? 'Retired' : 'In use'}
        </span>
      </td>
      <td className="px-4 py-3 text-right">
        <a
          href={labelsPdfUrl([sheet])}
          download={labelsPdfName([sheet])}
          className="inline-flex items-center gap-1 rounded-xl px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          aria-label={`Download PDF of sheet ${sheet.code}`}
        >
          <Download className="h-4 w-4" aria-hidden="true" />
          PDF
        </a>
      </td>
    </tr>
  );
}

/** Labels (decision 0034): print sheets of QR tag labels for riders, and see which sheets are printed and used. */
export function LabelsScreen() {
  const sheets = useTagSheets();
  const list = sheets.data?.sheets ?? [];
  return (
    <section aria-labelledby="labels-title" className="space-y-4">
      <ScreenHeader
        id="labels-title"
        title="Labels"
        description="Sheets of QR tag labels riders carry. At pickup a rider sticks one on each garment (or each bag, for washing by weight) and scans it, so every item can be traced to the rack and back."
      />
      <PrintSheetsForm />
      <div className="overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-slate-200">
        <h3 className="flex items-center gap-2 px-5 pt-4 pb-3 text-base font-bold text-ink">
          <Tags className="h-4 w-4 text-brand-700" aria-hidden="true" />
          Printed sheets
        </h3>
        {sheets.isError ? (
          <p className="px-5 pb-5 text-sm text-red-700">The sheets could not be loaded. Refresh to try again.</p>
        ) : list.length === 0 ? (
          <p className="px-5 pb-5 text-sm text-slate-500">{sheets.isPending ? 'Loading…' : 'No sheets printed yet.'}</p>
        ) : (
          // relative: the header's sr-only text is absolutely placed; without a positioned box here it escapes the
          // scroller and widens the whole page on a phone.
          <div className="relative overflow-x-auto">
            <table className="w-full text-left" style={{ minWidth: 704 }}>
              <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    Codes
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Layout
                  </th>
                  <th scope="col" className="px-4 py-2">
                    On orders
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Printed
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-2 text-right">
                    <span className="sr-only">Download</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((sheet) => (
                  <SheetRow key={sheet.id} sheet={sheet} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
