import { contract, RIDER_ACTIVITY_MESSAGES, type EndpointBody } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { callEndpoint } from '@/lib/api-endpoint';
import { translateMessage } from '@/lib/i18n';
import { sessionQueryKey } from '@/lib/session-keys';

export type ToggleStatusInput = EndpointBody<typeof contract.riderActivity.toggleStatus>;

/** The spec's time limit for rider calls (rider-portal.md §7). */
const TOGGLE_TIMEOUT_MS = 15_000;

export function toggleRiderStatus(body: ToggleStatusInput) {
  return callEndpoint(contract.riderActivity.toggleStatus, { body, timeoutMs: TOGGLE_TIMEOUT_MS, authScope: 'rider' });
}

/** The server's reason when it refused (4xx), else the spec's 'Failed to update status' (in English: the toast translates). */
export function toggleErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : RIDER_ACTIVITY_MESSAGES.toggleFailed;
}

/** Active or inactive; the rider as the server now stores them becomes the session (rider-portal.md §4.3). */
export function useToggleRiderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['rider', 'toggle-status'],
    mutationFn: toggleRiderStatus,
    onSuccess: ({ rider }) => {
      queryClient.setQueryData(sessionQueryKey('rider'), rider);
      toast.success(translateMessage(rider.isActive ? RIDER_ACTIVITY_MESSAGES.nowActive : RIDER_ACTIVITY_MESSAGES.nowInactive));
    },
    onError: (error) => toast.error(translateMessage(toggleErrorMessage(error))),
  });
}
