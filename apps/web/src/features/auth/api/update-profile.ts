import { contract, type EndpointBody, type EndpointResponse } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { sessionQueryKey } from '@/lib/session-keys';

export type UpdateProfileInput = EndpointBody<typeof contract.auth.updateProfile>;
export type UpdateProfileResponse = EndpointResponse<typeof contract.auth.updateProfile>;

/** Name and email only: the phone number cannot be changed. */
export function updateProfile(input: UpdateProfileInput): Promise<UpdateProfileResponse> {
  return callEndpoint(contract.auth.updateProfile, { body: input });
}

export function useUpdateProfile({ onSuccess }: { onSuccess?: (data: UpdateProfileResponse) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (data) => {
      await queryClient.cancelQueries({ queryKey: sessionQueryKey('customer') });
      queryClient.setQueryData(sessionQueryKey('customer'), data.user);
      onSuccess?.(data);
    },
  });
}
