import { contract, type InspectionBody, type InspectionView } from '@washday/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { vendorOrderKeys } from './vendor-orders';

/** One photo of up to 5 MB from a tablet on the laundry's Wi-Fi. */
const PHOTO_UPLOAD_TIMEOUT_MS = 60_000;

export const inspectionsKey = (orderId: string) => [...vendorOrderKeys.all, 'inspections', orderId] as const;

export function useInspections(orderId: string) {
  return useQuery({
    queryKey: inspectionsKey(orderId),
    queryFn: ({ signal }) =>
      callEndpoint(contract.vendorInspections.list, { params: { id: orderId }, signal, authScope: 'vendor' }),
    select: (answer): InspectionView[] => answer.inspections,
  });
}

export interface NewInspection {
  orderId: string;
  body: InspectionBody;
  photos: { photo: Blob; name: string }[];
}

/**
 * Creates the note, then sends its photos one per request (the endpoint takes one each). A photo that fails keeps the
 * note (photoError says why): sending the note again would make a second one.
 */
export async function createInspection({ orderId, body, photos }: NewInspection) {
  const created = await callEndpoint(contract.vendorInspections.create, {
    params: { id: orderId },
    body,
    authScope: 'vendor',
  });
  let inspection = created.inspection;
  try {
    for (const { photo, name } of photos) {
      const form = new FormData();
      form.append('photo', photo, name);
      const added = await callEndpoint(contract.vendorInspections.addPhoto, {
        params: { inspectionId: inspection.id },
        body: form,
        timeoutMs: PHOTO_UPLOAD_TIMEOUT_MS,
        authScope: 'vendor',
      });
      inspection = added.inspection;
    }
  } catch (error) {
    return { message: created.message, inspection, photoError: error instanceof Error ? error.message : String(error) };
  }
  return { message: created.message, inspection, photoError: null };
}

export function useCreateInspection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInspection,
    // Whether the photos went or not, the list shows what the server now holds.
    onSettled: (_data, _error, input) => queryClient.invalidateQueries({ queryKey: inspectionsKey(input.orderId) }),
  });
}
