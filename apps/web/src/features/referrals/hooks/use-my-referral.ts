import { useEffect } from 'react';
import { useGenerateReferralCode } from '../api/generate-referral-code';
import { useReferralInfo } from '../api/get-referral-info';

export type ReferralCodeStatus = 'loading' | 'ready' | 'error';

/**
 * The Refer & Earn dialog's data: the customer's info, and their code made on the server the first time they open
 * it. A failure says so and offers a retry; no code is ever made up in the page (the server would not know it).
 */
export function useMyReferral(userId: string, { enabled }: { enabled: boolean }) {
  const info = useReferralInfo(userId, { enabled });
  const generate = useGenerateReferralCode(userId);
  const needsCode = enabled && info.isSuccess && !info.data.myReferralCode;
  const { mutate, isIdle } = generate;
  useEffect(() => {
    if (needsCode && isIdle) mutate();
  }, [needsCode, isIdle, mutate]);

  const code = info.data?.myReferralCode ?? null;
  const codeStatus: ReferralCodeStatus = code ? 'ready' : info.isError || generate.isError ? 'error' : 'loading';
  const retry = () => {
    generate.reset();
    if (info.isError) void info.refetch();
  };
  return { info, code, codeStatus, retry };
}
