import { CouponsScreen } from '@/features/admin-coupons/components/coupons-screen';
import { ReferralsScreen } from '@/features/admin-referrals/components/referrals-screen';
import { SubTabs, type SubTab } from './sub-tabs';

const SECTIONS: readonly [SubTab, ...SubTab[]] = [
  { id: 'coupons', label: 'Coupons', Component: CouponsScreen },
  { id: 'referrals', label: 'Referrals', Component: ReferralsScreen },
];

/**
 * Coupons (issue 11): list with usage, create, deactivate, redemptions per coupon; and Referrals (admin-and-backend.md
 * §7): the programme's figures and every referral (?tab=coupons&sub=referrals).
 */
export function CouponsTab() {
  return <SubTabs tabs={SECTIONS} label="Promotion sections" />;
}
