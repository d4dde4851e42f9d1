import { BusinessSettingsScreen } from '@/features/admin-payments/components/business-settings-screen';
import { SubTabs, type SubTab } from './sub-tabs';

const SECTIONS: readonly [SubTab, ...SubTab[]] = [
  { id: 'business', label: 'Business details', Component: BusinessSettingsScreen },
];

/** Payments (issue 26): the business's invoice details (?tab=payments&sub=business). */
export function PaymentsTab() {
  return <SubTabs tabs={SECTIONS} label="Payment sections" />;
}
