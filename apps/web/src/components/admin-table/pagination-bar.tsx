import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const count = new Intl.NumberFormat('en-IN');

export interface PaginationBarProps {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  /** What the rows are, after the total ('61 bookings'). */
  unit?: string;
  /** First and Last page buttons too. */
  jumps?: boolean;
}

/** 'Showing 21–40 of 61' with Previous and Next (and First and Last); the server pages. */
export function PaginationBar({ page, limit, total, onPage, unit, jumps = false }: PaginationBarProps) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  const step = (label: string, to: number, Icon: typeof ChevronLeft, disabled: boolean) => (
    <Button size="sm" variant="secondary" aria-label={label} disabled={disabled} onClick={() => onPage(to)}>
      <Icon className="h-4 w-4" aria-hidden="true" />
    </Button>
  );
  return (
    <nav
      aria-label="Pages"
      className="flex flex-wrap items-center justify-between gap-4 border-t border-slate-100 px-5 py-3 text-sm text-slate-500"
    >
      <p className="tabular-nums">
        Showing <span className="font-semibold text-ink">{count.format(first)}</span>–
        <span className="font-semibold text-ink">{count.format(last)}</span> of{' '}
        <span className="font-semibold text-ink">{count.format(total)}</span>
        {unit ? ` ${unit}` : null}
      </p>
      <div className={cn('flex items-center', jumps ? 'gap-1.5' : 'gap-2')}>
        <span className={cn('tabular-nums', jumps && 'mr-2')}>
          Page {page} of {pages}
        </span>
        {jumps ? step('First page', 1, ChevronsLeft, page <= 1) : null}
        {step('Previous page', page - 1, ChevronLeft, page <= 1)}
        {step('Next page', page + 1, ChevronRight, page >= pages)}
        {jumps ? step('Last page', pages, ChevronsRight, page >= pages) : null}
      </div>
    </nav>
  );
}
