import { ClaimsScreen } from '@/features/admin-claims/components/claims-screen';
import { BusinessSettingsScreen } from '@/features/admin-payments/components/business-settings-screen';
import { PaymentsScreen } from '@/features/admin-payments/components/payments-screen';
import { SubTabs, type SubTab } from './sub-tabs';

const SECTIONS: readonly [SubTab, ...SubTab[]] = [
  { id: 'payments', label: 'Payments', Component: PaymentsScreen },
  { id: 'business', label: 'Business details', Component: BusinessSettingsScreen },
  { id: 'claims', label: 'Claims', Component: ClaimsScreen },
];

/**
 * Payments (issue 26): the days' payments, refunds and totals with the invoice register, and the business's invoice
 * details (?tab=payments&sub=business), and the claims for damaged or missing garments (?tab=payments&sub=claims, issue 27).
 */
export function PaymentsTab() {
  return <SubTabs tabs={SECTIONS} label="Payment sections" />;
}
