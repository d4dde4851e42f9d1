import { formatRupees, type CatalogueService } from '@washday/core';
import { PackageOpen, Trash2 } from 'lucide-react';
import type { FormLine } from '../utils/book-for-user-form';
import { stepLine } from '../utils/order-lines';
import { QuantityStepper } from './quantity-stepper';

/** The order so far: each line with its price, quantity and total; custom lines are marked as priced by the admin. */
export function OrderLines({
  lines,
  services,
  onChange,
}: {
  lines: readonly FormLine[];
  services: ReadonlyMap<string, CatalogueService>;
  onChange: (lines: FormLine[]) => void;
}) {
  if (lines.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-2xl border border-dashed border-slate-300 px-4 py-5 text-sm text-slate-500">
        <PackageOpen className="h-4 w-4" aria-hidden="true" />
        No services yet. Add them from the catalogue or as a custom line.
      </p>
    );
  }
  return (
    <table className="w-full border-separate border-spacing-0 text-left text-sm" aria-label="Order lines">
      <thead>
        <tr className="text-[11px] font-bold tracking-wider text-slate-500 uppercase">
          <th scope="col" className="border-b border-slate-200 pb-2">
            Service
          </th>
          <th scope="col" className="border-b border-slate-200 pb-2 text-right">
            Price
          </th>
          <th scope="col" className="border-b border-slate-200 pb-2 text-center">
            Qty
          </th>
          <th scope="col" className="border-b border-slate-200 pb-2 text-right">
            Total
          </th>
          <th scope="col" className="border-b border-slate-200 pb-2">
            <span className="sr-only">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const min = line.serviceId ? (services.get(line.serviceId)?.minQuantity ?? 1) : 1;
          return (
            <tr key={line.key}>
              <td className="border-b border-slate-100 py-2.5 pr-3">
                <span className="font-semibold wrap-anywhere text-ink">{line.name}</span>
                {line.serviceId ? null : (
                  <span className="ml-2 rounded-full bg-amber-50 px-2 py-0.5 text-[11px] font-semibold text-amber-800 ring-1 ring-amber-200">
                    Custom · admin price
                  </span>
                )}
              </td>
              <td className="border-b border-slate-100 py-2.5 text-right text-slate-600 tabular-nums">
                {formatRupees(line.price)}/{line.unit}
              </td>
              <td className="border-b border-slate-100 py-2.5 text-center">
                <QuantityStepper
                  label={line.name}
                  quantity={line.quantity}
                  min={Math.max(1, min)}
                  onStep={(delta) => onChange(stepLine(lines, line.key, delta, min))}
                />
              </td>
              <td className="border-b border-slate-100 py-2.5 text-right font-semibold text-ink tabular-nums">
                {formatRupees(line.price * line.quantity)}
              </td>
              <td className="border-b border-slate-100 py-2.5 pl-2 text-right">
                <button
                  type="button"
                  onClick={() => onChange(lines.filter((l) => l.key !== line.key))}
                  aria-label={`Remove ${line.name}`}
                  className="inline-flex h-8 w-8 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-600"
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
