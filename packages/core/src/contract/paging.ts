import { z } from 'zod';

/** `?page=`: which page of a list, from 1 (the first when not given). */
export const pageQuery = z.coerce
  .number<number | string>()
  .int('Page must be a whole number')
  .min(1, 'Page must be 1 or more')
  .default(1);

/** `?limit=`: how many a page holds, 1 to 100 (`pageSize` when not given). */
export const limitQuery = (pageSize: number) =>
  z.coerce
    .number<number | string>()
    .int('Limit must be a whole number')
    .min(1, 'Limit must be 1 or more')
    .max(100, 'Limit must be at most 100')
    .default(pageSize);

/** Where a page stands in its list: answered beside the page's rows. */
export const pagingSchema = z.object({ page: z.number(), limit: z.number(), total: z.number(), hasMore: z.boolean() });
