import { useTranslation } from 'react-i18next';
import { useReferralInfo } from '../api/get-referral-info';

/** The user menu's badge text ('50% OFF') for a signed-in customer, once the server has said the percentage. */
export function useReferralBadge(userId: string | undefined): string | undefined {
  const { t } = useTranslation('account');
  const percent = useReferralInfo(userId ?? '', { enabled: Boolean(userId) }).data?.terms.referrerRewardPercent;
  return percent === undefined ? undefined : t('referrals.badge', { percent });
}
