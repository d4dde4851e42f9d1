import { contract } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { decisionToastId, toast } from '@/lib/toast';
import { dialogToastOptions } from '@/components/ui/dialog';
import { callEndpoint } from '@/lib/api-endpoint';
import { ApiError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n';
import { CUSTOMER_DATA_KEY } from '@/lib/session-keys';

/** The spec's timeout for a decision (customer-app.md §7). */
const RESPOND_TIMEOUT_MS = 8_000;

export type VerificationDecision = { id: string; approved: boolean; reason?: string };

export function respondToVerification({ id, approved, reason }: VerificationDecision) {
  return callEndpoint(contract.customerVerifications.respond, {
    params: { id },
    body: { approved, ...(reason ? { reason } : {}), verificationId: id },
    timeoutMs: RESPOND_TIMEOUT_MS,
  });
}

function failureMessage(error: unknown, t: TFunction<'bookings'>): string {
  if (error instanceof ApiError && (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT')) return t('verifications.failed');
  // The server's own words: 'This verification has expired', 'Verification not found', ...
  return error instanceof ApiError && error.message ? translateMessage(error.message) : t('verifications.failed');
}

/**
 * Approve or reject: the server's message ('Order changes approved! …') as a toast. The decision also settles its
 * notification and moves the booking, so every customer query is re-asked.
 */
export function useRespondToVerification({ onDecided }: { onDecided?: () => void } = {}) {
  const { t } = useTranslation('bookings');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToVerification,
    onSuccess: ({ message }, { id }) => {
      // The notice that asked for this decision is answered: its toast goes.
      toast.dismiss(decisionToastId(id));
      // Closable: on a phone it sits over the header's bell.
      toast.success(translateMessage(message), { ...dialogToastOptions(), closeButton: true });
      onDecided?.();
    },
    onError: (error) => toast.error(failureMessage(error, t), dialogToastOptions()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CUSTOMER_DATA_KEY }),
  });
}
