import { PlansAdmin } from '@/features/admin-plans/components/plans-admin';

/** Laundry plans and their subscribers (decision 0042). */
export function PlansTab() {
  return <PlansAdmin />;
}
