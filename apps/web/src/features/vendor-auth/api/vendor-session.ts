import { contract, type VendorStaff } from '@washday/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { callEndpoint } from '@/lib/api-endpoint';
import { sessionQueryKey } from '@/lib/session-keys';

/** The signed-in laundry staff member, or null when the vendor cookie is missing or no longer valid. */
export async function getVendorSession({ signal }: { signal?: AbortSignal } = {}): Promise<VendorStaff | null> {
  try {
    // authScope false: a 401 here is the answer "signed out", not a session that just ended.
    const { staff } = await callEndpoint(contract.vendor.me, { signal, authScope: false });
    return staff;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useVendorSession() {
  return useQuery(
    queryOptions({
      queryKey: sessionQueryKey('vendor'),
      queryFn: ({ signal }) => getVendorSession({ signal }),
      staleTime: 5 * 60 * 1000,
      networkMode: 'always',
    }),
  );
}

/** Ends the staff session on the server; the session entry and every vendor query are cleared. */
export function useLogoutVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(contract.vendor.logout, { authScope: false }),
    networkMode: 'always',
    onSuccess: () => {
      queryClient.setQueryData(sessionQueryKey('vendor'), null);
      queryClient.removeQueries({ queryKey: ['vendor'] });
    },
  });
}
