import { CouponsScreen } from '@/features/admin-coupons/components/coupons-screen';

/** Coupons (issue 11): list with usage, create, deactivate, redemptions per coupon. */
export function CouponsTab() {
  return <CouponsScreen />;
}
