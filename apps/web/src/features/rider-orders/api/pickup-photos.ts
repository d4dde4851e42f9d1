import { contract } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { riderOrderKeys } from './rider-order-keys';

/** One photo of up to 5 MB on a weak mobile connection. */
export const PHOTO_UPLOAD_TIMEOUT_MS = 60_000;

export interface AddPickupPhotoInput {
  orderId: string;
  photo: Blob;
  /** The file name sent with the part (the server only checks the type and size). */
  name: string;
}

export function addPickupPhoto({ orderId, photo, name }: AddPickupPhotoInput) {
  const form = new FormData();
  form.append('photo', photo, name);
  return callEndpoint(contract.pickupPhotos.add, {
    params: { orderId },
    body: form,
    timeoutMs: PHOTO_UPLOAD_TIMEOUT_MS,
    authScope: 'rider',
  });
}

export function removePickupPhoto({ orderId, photoId }: { orderId: string; photoId: string }) {
  return callEndpoint(contract.pickupPhotos.remove, { params: { orderId, photoId }, authScope: 'rider' });
}

/** Attach a photo to a pickup; the jobs are re-asked (not awaited) so the list and the order page show it. */
export function useAddPickupPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPickupPhoto,
    // Offline, fail at once with a message instead of pausing silently.
    networkMode: 'always',
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: riderOrderKeys.all });
    },
  });
}

export function useRemovePickupPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePickupPhoto,
    networkMode: 'always',
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: riderOrderKeys.all });
    },
  });
}
