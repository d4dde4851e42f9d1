import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { PaginationBar, type PaginationBarProps } from './pagination-bar';
import { QueryStates, type QueryStatesProps } from './query-states';

export interface TablePanelProps<D> extends QueryStatesProps<D> {
  /** The bar above the rows (TableToolbar), and anything under it that stays in every state. */
  toolbar?: ReactNode;
  /** The page bar under the rows, from the answer. */
  paging?: (data: D) => PaginationBarProps;
  className?: string;
}

/**
 * A white card holding a table and its states (QueryStates): the toolbar on top, then the skeleton, the error with
 * Retry, what to do when empty, or the rows (DataTable) with the page bar under them.
 */
export function TablePanel<D>({ toolbar, paging, className, children, ...states }: TablePanelProps<D>) {
  return (
    <div className={cn('overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5', className)}>
      {toolbar}
      <QueryStates {...states}>
        {(data) => (
          <>
            {children(data)}
            {paging ? <PaginationBar {...paging(data)} /> : null}
          </>
        )}
      </QueryStates>
    </div>
  );
}
