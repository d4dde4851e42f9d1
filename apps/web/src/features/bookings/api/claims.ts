import { contract, type ClaimBody, type EndpointResponse } from '@washday/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { bookingKeys } from './booking-keys';

export type OrderClaims = EndpointResponse<typeof contract.claims.list>;

/** One photo of up to 5 MB from a phone on a weak connection. */
const PHOTO_UPLOAD_TIMEOUT_MS = 60_000;

export const claimKeys = {
  order: (orderId: string) => [...bookingKeys.all, 'claims', orderId] as const,
};

/** The order's claims, whether one may still be made (the server's word), and its garments to choose from. */
export function useOrderClaims(orderId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: claimKeys.order(orderId),
    queryFn: ({ signal }) => callEndpoint(contract.claims.list, { params: { orderId }, signal }),
    enabled,
  });
}

export interface ReportProblemInput {
  orderId: string;
  body: ClaimBody;
  photos: { photo: Blob; name: string }[];
}

/**
 * Creates the claim, then sends its photos one per request (the endpoint takes one each). A photo that fails does not
 * undo the claim (photoError says why), and the claim is shown as it stands.
 */
export async function reportProblem({ orderId, body, photos }: ReportProblemInput) {
  const created = await callEndpoint(contract.claims.create, { params: { orderId }, body });
  let claim = created.claim;
  try {
    for (const { photo, name } of photos) {
      const form = new FormData();
      form.append('photo', photo, name);
      const added = await callEndpoint(contract.claims.addPhoto, {
        params: { id: claim.id },
        body: form,
        timeoutMs: PHOTO_UPLOAD_TIMEOUT_MS,
      });
      claim = added.claim;
    }
  } catch (error) {
    // The claim stands; sending it again would make a second one.
    return { message: created.message, claim, photoError: error instanceof Error ? error.message : String(error) };
  }
  return { message: created.message, claim, photoError: null };
}

export function useReportProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportProblem,
    networkMode: 'always',
    // Whether it all went or only the claim did, the card shows what the server now holds.
    onSettled: (_data, _error, input) => queryClient.invalidateQueries({ queryKey: claimKeys.order(input.orderId) }),
  });
}
