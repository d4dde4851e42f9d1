import type { PaymentRecordMethod, PaymentRecordStatus } from '@washday/core';

/** What the payments screen is asked with; an absent date is the server's today (India time). */
export interface PaymentsQuery {
  from?: string;
  to?: string;
  method?: PaymentRecordMethod;
  status?: PaymentRecordStatus;
  riderId?: string;
}

/** Operations' money screens: the business's invoice details, and the payments list with its totals. */
export const adminPaymentsKeys = {
  all: ['admin', 'payments'] as const,
  lists: () => [...adminPaymentsKeys.all, 'list'] as const,
  list: (query: PaymentsQuery) => [...adminPaymentsKeys.lists(), query] as const,
  riders: () => [...adminPaymentsKeys.all, 'riders'] as const,
  business: () => [...adminPaymentsKeys.all, 'business'] as const,
};

/** The spec's refresh of operations' lists while the live stream is down (admin-and-backend.md §9). */
export const PAYMENTS_POLL_MS = 30_000;
