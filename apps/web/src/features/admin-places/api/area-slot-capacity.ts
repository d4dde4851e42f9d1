import { contract, type SlotCapacityMap } from '@washday/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminPlacesKeys } from './admin-places-keys';

const slotsKey = (areaId: string, date: string) => [...adminPlacesKeys.areas, areaId, 'slots', date] as const;

/** A date's pickup slots in an area: capacity and pickups booked; kept fresh while on screen. */
export function useAreaSlots(areaId: string, date: string) {
  return useQuery({
    queryKey: slotsKey(areaId, date),
    queryFn: ({ signal }) =>
      callEndpoint(contract.adminPlaces.areaSlotLoad, { params: { id: areaId }, query: { date }, signal, authScope: 'admin' }),
    refetchInterval: 60_000,
  });
}

export function setAreaSlotCapacity({ id, capacity }: { id: string; capacity: SlotCapacityMap }) {
  return callEndpoint(contract.adminPlaces.setAreaSlotCapacity, { params: { id }, body: { capacity }, authScope: 'admin' });
}

/** Re-asks the areas and their slot loads whatever the answer (another admin may have changed them first). */
export function useSetAreaSlotCapacity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAreaSlotCapacity,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPlacesKeys.areas }),
  });
}
