import type { LiveEventData } from '@washday/core';
import type { QueryClient } from '@tanstack/react-query';
import { currentLanguage, i18n, INTL_LOCALES } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { getRiderRouteQueryOptions } from '../api/get-rider-route';
import { formatStopWhen, stopAction, stopsAhead } from './route-format';

/** One notice at a time: a second change replaces the first rather than stacking. */
export const ROUTE_NOTICE_ID = 'route-updated';

/**
 * 'route.updated' on the rider's stream (issue 28): the route is read again and a short notice names the next stop
 * as the new route has it ('Your route changed · Next stop: Pick up at door, Sector 45 at 10:20 am'). When the
 * route cannot be read, the event's own next arrival is all it says.
 */
export async function refreshRouteWithNotice(queryClient: QueryClient, event: LiveEventData<'route.updated'>): Promise<void> {
  const t = i18n.getFixedT(null, 'rider');
  const locale = INTL_LOCALES[currentLanguage()];
  let description: string;
  try {
    // Shares the refetch the stream's invalidation started, if it is still running.
    const route = await queryClient.fetchQuery({ ...getRiderRouteQueryOptions(), staleTime: 0 });
    const next = route ? stopsAhead(route.stops)[0] : undefined;
    description = next
      ? t('route.changedNext', {
          action: stopAction(next.kind, t),
          place: next.label,
          time: formatStopWhen(next.arrival, locale, t),
        })
      : t('route.changedNone');
  } catch {
    description = event.next_arrival ? t('route.changedAt', { time: formatStopWhen(event.next_arrival, locale, t) }) : '';
  }
  toast.info(t('route.changed'), { id: ROUTE_NOTICE_ID, description: description || undefined });
}
