import { contract } from '@washday/core';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError } from '@/lib/api-client';
import { callEndpoint } from '@/lib/api-endpoint';
import { CUSTOMER_DATA_KEY } from '@/lib/session-keys';

const fullSlotsKey = (addressId: string | null, date: string | null) =>
  [...CUSTOMER_DATA_KEY, 'full-slots', addressId, date] as const;

/** Pickup slots with no seat left at the chosen address on a date (slot capacity); empty until both are known. */
export function useFullSlots(addressId: string | null, date: string | null, signedIn: boolean): ReadonlySet<string> {
  const { data } = useQuery({
    queryKey: fullSlotsKey(addressId, date),
    queryFn: async () =>
      (await callEndpoint(contract.bookings.slotAvailability, { query: { address_id: addressId!, date: date! } })).full,
    enabled: signedIn && Boolean(addressId && date),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
  return useMemo(() => new Set(data ?? []), [data]);
}

/** The server refused a pickup slot as full: the checkout shows the slots as they now stand. */
export function isSlotFull(error: unknown): boolean {
  return error instanceof ApiError && error.body.error === 'SLOT_FULL';
}

export const refreshFullSlots = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [...CUSTOMER_DATA_KEY, 'full-slots'] });
