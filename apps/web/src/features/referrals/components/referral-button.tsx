import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useReferralInfo } from '../api/get-referral-info';

/** The desktop header's referral button, labelled with the reward percentage the server gives (50%). */
export function ReferralButton({ userId, onClick }: { userId: string; onClick: () => void }) {
  const { t } = useTranslation('account');
  const percent = useReferralInfo(userId).data?.terms.referrerRewardPercent;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={percent === undefined ? t('referrals.button') : t('referrals.buttonWithPercent', { percent })}
      className="hidden h-10 items-center gap-1.5 rounded-full bg-amber-400 px-3.5 text-sm font-extrabold text-amber-950 shadow-soft transition-colors hover:bg-amber-300 md:inline-flex"
    >
      <Gift className="h-[18px] w-[18px]" aria-hidden="true" />
      {percent === undefined ? null : <span>{percent}%</span>}
    </button>
  );
}
