import { contract, type LockTripBody, type TripKind } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { dispatchKeys } from './dispatch-keys';

// The operator's controls over the planner (issue 28). Whatever the answer, everything dispatch shows is read again:
// a lock or a move changes routes, and a refusal means someone else changed them first.

export function replan() {
  return callEndpoint(contract.routePlan.replan, { authScope: 'admin' });
}

export function lockTrip(body: LockTripBody) {
  return callEndpoint(contract.routePlan.lock, { body, authScope: 'admin' });
}

export function unlockTrip({ orderId, trip }: { orderId: string; trip: TripKind }) {
  return callEndpoint(contract.routePlan.unlock, { params: { orderId, trip }, authScope: 'admin' });
}

export function setAutoDispatch({ areaId, enabled }: { areaId: string; enabled: boolean }) {
  return callEndpoint(contract.routePlan.autoDispatch, { params: { areaId }, body: { enabled }, authScope: 'admin' });
}

function useDispatchMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: dispatchKeys.all }),
  });
}

/** POST /api/admin/dispatch/plan: solve again now (the answer is the new plan, shown at once). */
export function useReplan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replan,
    networkMode: 'always',
    onSuccess: ({ message: _message, ...plan }) => queryClient.setQueryData(dispatchKeys.plan(), plan),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dispatchKeys.all }),
  });
}

/** POST /api/admin/dispatch/locks: lock a trip to a rider, moving it there first when it is on another. */
export const useLockTrip = () => useDispatchMutation(lockTrip);
/** DELETE /api/admin/dispatch/locks/:orderId/:trip. */
export const useUnlockTrip = () => useDispatchMutation(unlockTrip);
/** PUT /api/admin/dispatch/areas/:areaId/auto-dispatch. */
export const useSetAutoDispatch = () => useDispatchMutation(setAutoDispatch);
