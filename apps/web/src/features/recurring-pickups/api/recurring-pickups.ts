import {
  contract,
  type RecurringChangeBody,
  type RecurringCreateBody,
  type RecurringSeries,
  type RecurringUpdateBody,
} from '@washday/core';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { callEndpoint } from '@/lib/api-endpoint';
import { CUSTOMER_DATA_KEY } from '@/lib/session-keys';

/** Customer-private: signing out clears it with the rest of CUSTOMER_DATA_KEY. */
export const recurringKeys = { all: [...CUSTOMER_DATA_KEY, 'recurring-pickups'] as const };

export function useRecurringPickups(enabled: boolean) {
  return useQuery({
    queryKey: recurringKeys.all,
    queryFn: ({ signal }) => callEndpoint(contract.recurringPickups.list, { signal }),
    enabled,
    select: (data) => data.series,
  });
}

/** Puts the server's answer for one series in the list (new ones first), so the screen shows it at once. */
function storeSeries(queryClient: QueryClient, series: RecurringSeries) {
  queryClient.setQueryData<{ success: true; series: RecurringSeries[] }>(recurringKeys.all, (data) => {
    if (!data) return data;
    const known = data.series.some((s) => s.id === series.id);
    return { ...data, series: known ? data.series.map((s) => (s.id === series.id ? series : s)) : [series, ...data.series] };
  });
  void queryClient.invalidateQueries({ queryKey: recurringKeys.all });
}

function useSeriesMutation<Input>(call: (input: Input) => Promise<{ series: RecurringSeries; message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (data) => storeSeries(queryClient, data.series),
    onError: (error) => {
      // Our copy is stale (another device changed it): show the server's.
      if (error instanceof ApiError && (error.status === 409 || error.status === 404))
        void queryClient.invalidateQueries({ queryKey: recurringKeys.all });
    },
  });
}

export const useCreateSeries = () =>
  useSeriesMutation((body: RecurringCreateBody) => callEndpoint(contract.recurringPickups.create, { body }));

export const useUpdateSeries = () =>
  useSeriesMutation(({ id, body }: { id: string; body: RecurringUpdateBody }) =>
    callEndpoint(contract.recurringPickups.update, { params: { id }, body }),
  );

export type SeriesAction = 'pause' | 'resume' | 'stop';
export const useSeriesAction = () =>
  useSeriesMutation(({ id, action }: { id: string; action: SeriesAction }) =>
    callEndpoint(contract.recurringPickups[action], { params: { id } }),
  );

export const useSkipOccurrence = () =>
  useSeriesMutation(({ id, date }: { id: string; date: string }) =>
    callEndpoint(contract.recurringPickups.skip, { params: { id, date } }),
  );

export const useChangeOccurrence = () =>
  useSeriesMutation(({ id, date, body }: { id: string; date: string; body: RecurringChangeBody }) =>
    callEndpoint(contract.recurringPickups.change, { params: { id, date }, body }),
  );
