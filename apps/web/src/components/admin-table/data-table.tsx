import {
  FlexRender,
  functionalUpdate,
  useTable,
  type Header,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { STICKY_END_CELL } from '@/lib/table-layout';
import { adminTableFeatures, type AdminColumns, type AdminTableFeatures, type TableSort } from './columns';

export interface DataTableProps<T extends RowData> {
  /** The table's accessible name. */
  label: string;
  columns: AdminColumns<T>;
  /** One page of rows, in the server's order. */
  data: T[];
  getRowId: (row: T) => string;
  /** The width below which the table scrolls sideways, e.g. `min-w-[52rem]`. */
  minWidth: string;
  /** The server's order; with onSortChange, the headers of sortable columns sort by asking for it. */
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  /** Classes of a column's header and cells, by column id (alignment, hidden on narrow screens). */
  columnClassName?: Readonly<Record<string, string>>;
  /** Classes of a row, e.g. greyed when switched off. */
  rowClassName?: (row: T) => string | false | null | undefined;
  /** Extra attributes of a row, e.g. a data-id. */
  rowAttributes?: (row: T) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string>;
  /** Vertical alignment of the cells. */
  align?: 'top' | 'middle';
  /** Horizontal padding of headers and cells, and vertical padding of cells. */
  padX?: string;
  padY?: string;
  /** The 'actions' column stays at the right edge while the table scrolls; the header stays at the top. */
  stickyActions?: boolean;
  /** A newer page is on its way (the shown one stays until it arrives). */
  busy?: boolean;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const HOVER = { sticky: 'hover:bg-[#f8fcfb]', plain: 'hover:bg-brand-50/30' } as const;

/**
 * One server page as a table on TanStack Table: headers sort by asking the server (never by reordering rows here),
 * rows render their cells; the states around it (loading, failed, empty, paging) are TablePanel's.
 */
export function DataTable<T extends RowData>({
  label,
  columns,
  data,
  getRowId,
  minWidth,
  sort,
  onSortChange,
  columnClassName = {},
  rowClassName,
  rowAttributes,
  align = 'top',
  padX = 'px-4',
  padY = 'py-3.5',
  stickyActions = false,
  busy,
}: DataTableProps<T>) {
  const sorting: SortingState = sort ? [sort] : [];
  const table = useTable({
    features: adminTableFeatures,
    columns,
    data,
    getRowId,
    manualSorting: true,
    manualPagination: true,
    enableSorting: Boolean(onSortChange),
    enableSortingRemoval: false,
    enableMultiSort: false,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const [next] = functionalUpdate(updater, sorting);
      if (next) onSortChange?.({ id: next.id, desc: next.desc });
    },
  });
  const sticky = (id: string) => stickyActions && id === 'actions';

  return (
    // Relative: a visually hidden header ('Actions', position absolute) is placed and clipped inside the scroll box, not
    // at the table's far end on the page, where it made every admin table's page scroll sideways on a phone.
    <div
      className={cn('relative overflow-x-auto', busy !== undefined && 'transition-opacity', busy && 'opacity-70')}
      aria-busy={busy}
    >
      <table className={cn('w-full border-separate border-spacing-0 text-left', minWidth)} aria-label={label}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
                    className={cn(
                      'border-b border-slate-200 py-2.5 text-[11px] font-bold tracking-wider whitespace-nowrap text-slate-500 uppercase first:pl-5 last:pr-5',
                      padX,
                      stickyActions ? 'sticky top-0 bg-slate-50' : 'bg-slate-50/80',
                      columnClassName[header.column.id],
                      sticky(header.column.id) && STICKY_END_CELL,
                    )}
                  >
                    <HeaderContent header={header} />
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              {...rowAttributes?.(row.original)}
              className={cn(
                'group transition-colors',
                align === 'top' ? 'align-top' : 'align-middle',
                stickyActions ? HOVER.sticky : HOVER.plain,
                rowClassName?.(row.original),
              )}
            >
              {row.getAllCells().map((cell) => (
                <td
                  key={cell.id}
                  className={cn(
                    'border-b border-slate-100 group-last:border-b-0 first:pl-5 last:pr-5',
                    padX,
                    padY,
                    columnClassName[cell.column.id],
                    sticky(cell.column.id) && cn(STICKY_END_CELL, 'bg-white group-hover:bg-[#f8fcfb]'),
                  )}
                >
                  <FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A header's title; a sortable one is a button that asks for that order, with an arrow for the current one. */
function HeaderContent<T extends RowData>({ header }: { header: Header<AdminTableFeatures, T, unknown> }) {
  if (header.isPlaceholder) return null;
  const content = <FlexRender header={header} />;
  if (!header.column.getCanSort()) return content;
  const sorted = header.column.getIsSorted();
  const Arrow = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={header.column.getToggleSortingHandler()}
      className={cn('-mx-1 inline-flex items-center gap-1 rounded-md px-1 uppercase hover:text-ink', sorted && 'text-brand-800')}
    >
      {content}
      <Arrow className={cn('h-3.5 w-3.5', !sorted && 'opacity-50')} aria-hidden="true" />
    </button>
  );
}
