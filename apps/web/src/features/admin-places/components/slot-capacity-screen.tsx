import { businessDate } from '@washday/core';
import { CalendarClock, MapPinned } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ScreenHeader } from '@/components/admin-table/screen-header';
import { ListEmpty, ListError, TableSkeleton } from '@/components/admin-table/table-states';
import { describeError } from '@/lib/request-errors';
import { useServiceAreas } from '../api/get-service-areas';
import { BookedOnDate, SlotCapacityCard } from './slot-capacity-card';

/**
 * Slot capacity, a screen of its own: every service area's pickups per hourly slot, each editable, with the pickups
 * booked on one chosen date. (On the map page it shows only for the area picked there.)
 */
export function SlotCapacityScreen() {
  const areas = useServiceAreas();
  const [date, setDate] = useState(() => businessDate(new Date()));
  const list = areas.data?.areas;
  // Enabled areas first, in the server's order: the ones customers can book now.
  const sorted = list ? [...list.filter((a) => a.isActive), ...list.filter((a) => !a.isActive)] : undefined;

  return (
    <section aria-labelledby="slot-capacity-screen-title" className="space-y-4">
      <ScreenHeader
        id="slot-capacity-screen-title"
        title="Slot capacity"
        description="How many pickups each hourly slot takes, area by area. Blank: no limit; 0 closes the slot. A full slot shows as full at checkout and is refused. Under each slot: the pickups booked on the chosen date."
        actions={<BookedOnDate date={date} onDate={setDate} />}
      />
      {areas.isPending ? (
        <div className="overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
          <TableSkeleton rows={3} label="Loading service areas" />
        </div>
      ) : areas.isError && !sorted ? (
        <div className="overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
          <ListError
            message={describeError(areas.error, 'Could not load the service areas')}
            onRetry={() => void areas.refetch()}
            retrying={areas.isFetching}
          />
        </div>
      ) : sorted && sorted.length === 0 ? (
        <div className="overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
          <ListEmpty icon={<MapPinned className="h-6 w-6" aria-hidden="true" />} title="No service areas">
            Slots are limited per area.{' '}
            <Link to="/admin/location-config" className="font-semibold text-brand-700 hover:underline">
              Add an area
            </Link>{' '}
            first.
          </ListEmpty>
        </div>
      ) : sorted ? (
        <>
          <p className="flex items-center gap-2 text-xs text-slate-500">
            <CalendarClock className="h-4 w-4 text-brand-700" aria-hidden="true" />
            {sorted.length} {sorted.length === 1 ? 'area' : 'areas'} · each saves on its own
          </p>
          <div className="space-y-4">
            {sorted.map((area) => (
              <SlotCapacityCard key={area.id} area={area} date={date} />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
