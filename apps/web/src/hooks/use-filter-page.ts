import { useState } from 'react';

/** What a server page says about its list. */
export interface PageInfo {
  total: number;
  limit: number;
}

/**
 * The page of a server-paged list under filters: a new search, filter or order (another `filterKey`) starts again at
 * page 1. `keepInRange`, called with each answer while rendering, moves to the last page there is when the shown one
 * came back empty past its end (its last row went: deleted, or another admin's change).
 */
export function useFilterPage(filterKey: string) {
  const [pageOf, setPageOf] = useState<{ key: string; page: number }>({ key: '', page: 1 });
  const page = pageOf.key === filterKey ? pageOf.page : 1;
  const setPage = (next: number) => setPageOf({ key: filterKey, page: next });
  const keepInRange = (rows: number | undefined, pagination: PageInfo | undefined) => {
    if (rows !== 0 || !pagination || pagination.total === 0 || page <= 1) return;
    const last = Math.max(1, Math.ceil(pagination.total / pagination.limit));
    if (last !== page) setPage(last);
  };
  return { page, setPage, keepInRange };
}
