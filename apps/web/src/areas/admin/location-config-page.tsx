import { ServiceAreasScreen } from '@/features/admin-places/components/service-areas-screen';

/** /admin/location-config: service area configuration (admin-and-backend.md §2). */
export function LocationConfigPage() {
  return <ServiceAreasScreen />;
}
