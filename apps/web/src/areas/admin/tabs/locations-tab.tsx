import { ServiceLocationsScreen } from '@/features/admin-places/components/service-locations-screen';

/** Locations: the service locations the serviceability check matches addresses against. */
export function LocationsTab() {
  return <ServiceLocationsScreen />;
}
