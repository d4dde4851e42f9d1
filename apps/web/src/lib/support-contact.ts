// How customers reach support. The numbers are the server's configuration (GET /api/config/support, whose answer the
// page may carry), never written into the client; an action whose number is not configured is not shown.
import { INDIAN_MOBILE_PATTERN, type SupportContactResponse } from '@washday/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadEndpoints } from '@/lib/lazy-endpoints';
import { takePageData } from '@/lib/page-data';
import { isRecord } from '@/lib/stored-shape';

const isNumberOrNull = (value: unknown) => value === null || (typeof value === 'string' && INDIAN_MOBILE_PATTERN.test(value));

/** The answer as the page carries it (lib/page-data.ts), checked without zod. */
function isSupportContact(value: unknown): value is SupportContactResponse {
  return isRecord(value) && value.success === true && isNumberOrNull(value.phone) && isNumberOrNull(value.whatsapp);
}

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
    // The page may carry it, dated when the page was asked for: no request on the first screen.
    initialData: () => takePageData('support', isSupportContact),
    initialDataUpdatedAt: () => performance.timeOrigin,
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
