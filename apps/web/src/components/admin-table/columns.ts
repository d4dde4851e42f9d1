import {
  createColumnHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';

/**
 * The features every admin table has: sorting and paging are the server's (manual), so the table only keeps which
 * header is pressed and renders the page it is given.
 */
export const adminTableFeatures = tableFeatures({ rowSortingFeature, rowPaginationFeature });
export type AdminTableFeatures = typeof adminTableFeatures;

/** The column helper of an admin table of `T` rows. */
export const adminColumnHelper = <T extends RowData>() => createColumnHelper<AdminTableFeatures, T>();

/** An admin table's columns. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column keeps its own value type
export type AdminColumns<T extends RowData> = Array<ColumnDef<AdminTableFeatures, T, any>>;

/** The server's order: a sort key (a column id) and its direction. */
export interface TableSort {
  id: string;
  desc: boolean;
}
