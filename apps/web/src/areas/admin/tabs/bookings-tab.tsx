import { BookingsConsole } from '@/features/admin-bookings/components/bookings-console';
import { useCatalogue } from '@/features/catalogue/api/get-catalogue';

/** Bookings (admin-and-backend.md §2): the server-paged list, the details and edit dialogs; the edit dialog adds lines from the catalogue. */
export function BookingsTab() {
  const catalogue = useCatalogue();
  return (
    <BookingsConsole
      catalogue={{
        categories: catalogue.data?.categories ?? [],
        status: catalogue.isPending ? 'loading' : catalogue.isError ? 'error' : 'ready',
        onRetry: () => void catalogue.refetch(),
      }}
    />
  );
}
