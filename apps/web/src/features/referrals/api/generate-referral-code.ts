import { contract, REFERRAL_TIMEOUT_MS } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { referralKeys, type ReferralInfoAnswer } from './referral-keys';

export function generateReferralCode(userId: string) {
  return callEndpoint(contract.referrals.generate, { body: { userId }, timeoutMs: REFERRAL_TIMEOUT_MS });
}

/** Makes the customer's code on the server (the same one on every ask) and puts it in the info the dialog shows. */
export function useGenerateReferralCode(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateReferralCode(userId),
    onSuccess: ({ referralCode }) => {
      queryClient.setQueryData<ReferralInfoAnswer>(referralKeys.info(userId), (info) =>
        info ? { ...info, myReferralCode: referralCode } : info,
      );
    },
  });
}
