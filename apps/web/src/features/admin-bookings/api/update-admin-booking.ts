import { contract, type AdminBookingEditBody } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminBookingKeys } from './admin-booking-keys';

export interface UpdateAdminBookingInput {
  id: string;
  body: AdminBookingEditBody;
}

export function updateAdminBooking({ id, body }: UpdateAdminBookingInput) {
  return callEndpoint(contract.adminOrders.update, { params: { id }, body, authScope: 'admin' });
}

/**
 * PUT /api/admin/bookings/:id: the edit dialog's save and the quick status buttons. Whatever the answer, the list and
 * the trail are asked again: a refusal often means the order moved on meanwhile.
 */
export function useUpdateAdminBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminBooking,
    // Offline, fail at once with a message instead of pausing silently.
    networkMode: 'always',
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminBookingKeys.all }),
  });
}
