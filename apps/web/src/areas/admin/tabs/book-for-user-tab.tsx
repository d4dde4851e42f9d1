import { RotateCcw } from 'lucide-react';
import { BookForUserForm } from '@/features/admin-book-for-user/components/book-for-user-form';
import { useCatalogue } from '@/features/catalogue/api/get-catalogue';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { describeError } from '@/lib/request-errors';

/** Book for User (admin-and-backend.md §5): a booking on a customer's behalf, from the live catalogue. */
export function BookForUserTab() {
  const catalogue = useCatalogue();
  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-xl font-extrabold tracking-tight text-ink">Book for User</h2>
        <p className="mt-0.5 max-w-3xl text-sm text-slate-500">
          Place a pickup for a customer who called or walked in. Catalogue lines are priced by the server; the booking starts
          pending and the customer is told by message.
        </p>
      </div>
      {catalogue.isPending ? (
        <div role="status" aria-label="Loading the catalogue" className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="space-y-5">
            <Skeleton className="h-40 rounded-3xl" />
            <Skeleton className="h-72 rounded-3xl" />
          </div>
          <Skeleton className="h-96 rounded-3xl" />
        </div>
      ) : catalogue.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-3xl bg-white px-6 py-12 text-center shadow-soft ring-1 ring-slate-900/5"
        >
          <p className="text-sm font-medium text-slate-700">
            {describeError(catalogue.error, 'Could not load the services, so nothing can be priced yet.')}
          </p>
          <Button size="sm" variant="secondary" onClick={() => void catalogue.refetch()} disabled={catalogue.isFetching}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            Retry
          </Button>
        </div>
      ) : (
        <BookForUserForm categories={catalogue.data.categories} />
      )}
    </div>
  );
}
