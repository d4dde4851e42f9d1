import { contract, type VendorStaffInput } from '@washday/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminVendorKeys } from './admin-vendor-keys';

const staffKey = (vendorId: string) => [...adminVendorKeys.all, 'staff', vendorId] as const;

/** A vendor's staff accounts (decision 0034), while its staff dialog is open. */
export function useVendorStaff(vendorId: string | null) {
  return useQuery({
    queryKey: staffKey(vendorId ?? ''),
    queryFn: ({ signal }) =>
      callEndpoint(contract.adminVendorStaff.list, { params: { id: vendorId! }, signal, authScope: 'admin' }),
    enabled: vendorId !== null,
  });
}

export function useAddVendorStaff(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VendorStaffInput) =>
      callEndpoint(contract.adminVendorStaff.create, { params: { id: vendorId }, body, authScope: 'admin' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKey(vendorId) }),
  });
}

export function useSetVendorStaffStatus(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ staffId, isActive }: { staffId: string; isActive: boolean }) =>
      callEndpoint(contract.adminVendorStaff.setStatus, {
        params: { id: vendorId, staffId },
        body: { isActive },
        authScope: 'admin',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKey(vendorId) }),
  });
}
