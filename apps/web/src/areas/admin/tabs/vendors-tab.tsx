import { useMemo } from 'react';
import { useAdminCatalogue } from '@/features/admin-catalogue/api/get-admin-catalogue';
import { VendorsScreen } from '@/features/admin-vendors/components/vendors-screen';
import type { ServiceOptions } from '@/features/admin-vendors/utils/vendor-form';

/**
 * Vendors: the laundry facilities orders go to. The categories a vendor can handle come from the catalogue; an
 * umbrella ('Dry Clean') is left out, since an order's lines are never in it.
 */
export function VendorsTab() {
  const catalogue = useAdminCatalogue();
  const categories = catalogue.data?.categories;
  const services = useMemo<ServiceOptions>(
    () => ({
      options: categories?.filter((c) => !c.groupsOthers).map((c) => ({ id: c.id, name: c.name, enabled: c.enabled })),
      failed: catalogue.isError && !categories,
      retry: () => void catalogue.refetch(),
    }),
    [categories, catalogue],
  );
  return <VendorsScreen services={services} />;
}
