import type { EndpointResponse, contract } from '@washday/core';

export type ReferralInfoAnswer = EndpointResponse<typeof contract.referrals.info>;

export const referralKeys = {
  all: ['referrals'] as const,
  info: (userId: string) => [...referralKeys.all, 'info', userId] as const,
};
