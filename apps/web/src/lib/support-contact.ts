// How customers reach support. The numbers are the server's configuration (GET /api/config/support),
// never written into the client; an action whose number is not configured is not shown.
import type { SupportContactResponse } from '@washday/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadEndpoints } from '@/lib/lazy-endpoints';

export async function getSupportContact({ signal }: { signal?: AbortSignal } = {}): Promise<SupportContactResponse> {
  const { callEndpoint, contract } = await loadEndpoints();
  return callEndpoint(contract.support.contact, { signal, authScope: false });
}

export function getSupportContactQueryOptions() {
  return queryOptions({
    queryKey: ['support-contact'],
    queryFn: ({ signal }) => getSupportContact({ signal }),
    // Configuration: changes only when the server restarts.
    staleTime: 60 * 60 * 1000,
  });
}

/** The support numbers; each is null while loading, on error, or when the server has none. */
export function useSupportContact(): { phone: string | null; whatsapp: string | null } {
  const { data } = useQuery(getSupportContactQueryOptions());
  return { phone: data?.phone ?? null, whatsapp: data?.whatsapp ?? null };
}

/** A 10-digit Indian mobile as a tel: link. */
export function telLink(phone: string): string {
  return `tel:+91${phone}`;
}

/** A WhatsApp chat with a 10-digit Indian mobile, optionally with a first message. */
export function whatsAppLink(whatsapp: string, message?: string): string {
  const text = message ? `?text=${encodeURIComponent(message)}` : '';
  return `https://wa.me/91${whatsapp}${text}`;
}
