import { ServicesScreen } from '@/features/admin-catalogue/components/services-screen';

/** Services (README point 6, customer-app.md §2 'services management panel'): categories and services, prices for new orders. */
export function ServicesTab() {
  return <ServicesScreen />;
}
