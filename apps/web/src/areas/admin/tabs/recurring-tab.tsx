import { RecurringScreen } from '@/features/admin-recurring/components/recurring-screen';

/** The customers' recurring pickups (decision 0040). */
export function RecurringTab() {
  return <RecurringScreen />;
}
