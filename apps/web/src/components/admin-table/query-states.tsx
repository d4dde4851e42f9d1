import type { ReactNode } from 'react';
import { describeError } from '@/lib/request-errors';
import { ListError, TableSkeleton } from './table-states';

/** What QueryStates reads of a TanStack query. */
export interface StatesQuery<D> {
  data: D | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryStatesProps<D> {
  query: StatesQuery<D>;
  /** The skeleton's accessible name, e.g. 'Loading vendors', and how many rows it draws. */
  loadingLabel: string;
  loadingRows?: number;
  /** Why the first answer could not load: the fallback when the error says nothing better, and an optional title. */
  errorMessage: string;
  errorTitle?: string;
  /** The answer has no rows: what to show instead (ListEmpty). */
  isEmpty: (data: D) => boolean;
  empty: (data: D) => ReactNode;
  /** The rows. */
  children: (data: D) => ReactNode;
}

/**
 * A list's states: the skeleton while the first answer loads, the error with Retry when it cannot, what to do when it
 * is empty, and otherwise the rows, under a note when a later refresh failed.
 */
export function QueryStates<D>({
  query,
  loadingLabel,
  loadingRows,
  errorMessage,
  errorTitle,
  isEmpty,
  empty,
  children,
}: QueryStatesProps<D>) {
  const data = query.data;
  if (query.isPending) return <TableSkeleton label={loadingLabel} {...(loadingRows ? { rows: loadingRows } : {})} />;
  if (data === undefined)
    return query.isError ? (
      <ListError
        {...(errorTitle ? { title: errorTitle } : {})}
        message={describeError(query.error, errorMessage)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    ) : null;
  if (isEmpty(data)) return empty(data);
  return (
    <>
      {query.isError ? <StaleNotice error={query.error} /> : null}
      {children(data)}
    </>
  );
}

/** A refresh failed: the last list stays, and says so. */
export function StaleNotice({ error }: { error: unknown }) {
  return (
    <p role="alert" className="bg-amber-50 px-5 py-2 text-xs font-medium text-amber-800">
      Could not refresh: {describeError(error, 'the server did not answer')}. Showing the last list.
    </p>
  );
}
