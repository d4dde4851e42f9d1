import {
  PAYMENT_RECORD_METHODS,
  PAYMENT_RECORD_STATUSES,
  type PaymentRecordMethod,
  type PaymentRecordStatus,
} from '@washday/core';
import { useSearchParams } from 'react-router';
import type { PaymentsQuery } from '../api/admin-payments-keys';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEYS = { from: 'from', to: 'to', method: 'method', status: 'status', riderId: 'rider' } as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/**
 * The payments screen's filters in the address (?tab=payments&from=…&to=…&method=…&status=…&rider=…), so a reload or a
 * shared link shows the same days; what does not read as a filter is left out (no dates: the server's today).
 */
export function usePaymentsFilters(): [PaymentsQuery, (patch: Partial<Record<keyof PaymentsQuery, string | undefined>>) => void] {
  const [params, setParams] = useSearchParams();
  const day = (key: string) => {
    const value = params.get(key);
    return value && DAY.test(value) ? value : undefined;
  };
  const rider = params.get(KEYS.riderId);
  const query: PaymentsQuery = {
    from: day(KEYS.from),
    to: day(KEYS.to),
    method: oneOf<PaymentRecordMethod>(PAYMENT_RECORD_METHODS, params.get(KEYS.method)),
    status: oneOf<PaymentRecordStatus>(PAYMENT_RECORD_STATUSES, params.get(KEYS.status)),
    riderId: rider && UUID.test(rider) ? rider : undefined,
  };
  const update = (patch: Partial<Record<keyof PaymentsQuery, string | undefined>>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(patch) as [keyof PaymentsQuery, string | undefined][]) {
          if (value) next.set(KEYS[key], value);
          else next.delete(KEYS[key]);
        }
        return next;
      },
      { replace: true },
    );
  return [query, update];
}
