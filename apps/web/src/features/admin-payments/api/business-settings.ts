import { contract, type BusinessSettings, type EndpointResponse } from '@washday/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminPaymentsKeys } from './admin-payments-keys';

export type BusinessSettingsAnswer = EndpointResponse<typeof contract.payments.businessSettings>;

export function getBusinessSettings({ signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(contract.payments.businessSettings, { signal, authScope: 'admin' });
}

export const businessSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminPaymentsKeys.business(), queryFn: ({ signal }) => getBusinessSettings({ signal }) });

/** The supplier's details printed on every tax invoice, and whether an admin has saved them (the demo's are fictional). */
export function useBusinessSettings() {
  return useQuery(businessSettingsQueryOptions());
}

/** PUT /api/admin/settings/business; the answer becomes what the screen shows. */
export function useSaveBusinessSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessSettings) => callEndpoint(contract.payments.saveBusinessSettings, { body, authScope: 'admin' }),
    networkMode: 'always',
    onSuccess: ({ success, settings, saved }) =>
      queryClient.setQueryData<BusinessSettingsAnswer>(adminPaymentsKeys.business(), { success, settings, saved }),
  });
}
