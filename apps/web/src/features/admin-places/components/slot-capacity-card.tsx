import { ALL_SLOTS, SLOT_CAPACITY_MAX, businessDate, slotCapacityFormSchema, type ServiceArea } from '@washday/core';
import { CalendarClock, LoaderCircle, Save } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { ListError } from '@/components/admin-table/table-states';
import { Button } from '@/components/ui/button';
import { useZodForm } from '@/hooks/use-zod-form';
import { cn } from '@/lib/cn';
import { applyServerError } from '@/lib/form-errors';
import { describeError } from '@/lib/request-errors';
import { useAreaSlots, useSetAreaSlotCapacity } from '../api/area-slot-capacity';

type Fields = Record<string, string>;

const fieldsOf = (capacity: Record<string, number>): Fields =>
  Object.fromEntries(ALL_SLOTS.map((s) => [s.value, capacity[s.value]?.toString() ?? '']));

/**
 * How many pickups each hourly slot of an area can take, with the pickups booked on a chosen date: its own date, or
 * the `date` a page of every area's cards chooses for all of them.
 */
export function SlotCapacityCard({ area, date: sharedDate }: { area: ServiceArea; date?: string }) {
  const [ownDate, setDate] = useState(() => businessDate(new Date()));
  const date = sharedDate ?? ownDate;
  const titleId = useId();
  const load = useAreaSlots(area.id, date);
  const save = useSetAreaSlotCapacity();
  const form = useZodForm(slotCapacityFormSchema, { defaultValues: fieldsOf(area.slotCapacity) });
  const { reset } = form;
  // The saved values coming back (this admin's or another's): the fields follow.
  const savedKey = JSON.stringify(area.slotCapacity);
  useEffect(() => reset(fieldsOf(JSON.parse(savedKey) as Record<string, number>)), [savedKey, reset]);

  const submit = form.handleSubmit(async (capacity) => {
    try {
      const answer = await save.mutateAsync({ id: area.id, capacity });
      toast.success(answer.message);
    } catch (error) {
      applyServerError(form.setError, error, {
        fields: [],
        message: () => describeError(error, 'Could not save the slot capacity. Please try again.'),
      });
    }
  });
  const booked = new Map(load.data?.slots.map((s) => [s.time, s.booked]));

  return (
    <section aria-labelledby={titleId} className="overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
      <div className="flex flex-wrap items-center gap-3 border-b border-slate-100 px-5 py-3">
        <CalendarClock className="h-4 w-4 text-brand-700" aria-hidden="true" />
        <div className="mr-auto min-w-0">
          <h2 id={titleId} className="text-sm font-bold text-ink">
            Pickups per slot · {area.area}
            {area.isActive ? null : (
              <>
                {' '}
                <span className="ml-1 text-xs font-semibold text-slate-500">(disabled)</span>
              </>
            )}
          </h2>
          {/* A page of every area's cards says it once, above them. */}
          {sharedDate === undefined ? (
            <p className="text-xs text-slate-500">
              Blank: no limit. 0 closes the slot. A full slot shows as full at checkout and is refused.
            </p>
          ) : null}
        </div>
        {sharedDate === undefined ? <BookedOnDate date={date} onDate={setDate} /> : null}
      </div>
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} aria-label={`Slot capacity of ${area.area}`} className="space-y-3 px-5 py-4">
          {load.isError ? (
            <ListError
              message={describeError(load.error, 'Could not load the bookings per slot')}
              onRetry={() => void load.refetch()}
              retrying={load.isFetching}
            />
          ) : null}
          <div className="grid grid-cols-2 gap-3 min-[40rem]:grid-cols-4 min-[80rem]:grid-cols-7">
            {ALL_SLOTS.map((slot) => {
              const taken = booked.get(slot.value);
              const limit = area.slotCapacity[slot.value];
              const isFull = limit !== undefined && taken !== undefined && taken >= limit;
              return (
                <div key={slot.value}>
                  <TextField<Fields>
                    name={slot.value}
                    label={slot.label}
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder="No limit"
                    maxLength={String(SLOT_CAPACITY_MAX).length}
                    inputClassName="tabular-nums"
                  />
                  <p className={cn('mt-1 text-xs tabular-nums', isFull ? 'font-semibold text-amber-700' : 'text-slate-500')}>
                    {taken === undefined
                      ? '\u00a0'
                      : limit === 0
                        ? `${taken} booked · closed`
                        : isFull
                          ? `${taken} booked · full`
                          : `${taken} booked`}
                  </p>
                </div>
              );
            })}
          </div>
          <div className="flex items-center justify-end gap-3">
            <FormAlert className="mr-auto py-2" />
            <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
              {save.isPending ? (
                <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <Save className="h-4 w-4" aria-hidden="true" />
              )}
              Save capacity
            </Button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}

/** The date whose booked pickups the slot cards show. */
export function BookedOnDate({ date, onDate }: { date: string; onDate: (date: string) => void }) {
  return (
    <label className="flex items-center gap-2 text-xs font-semibold text-slate-600">
      Booked on
      <input
        type="date"
        value={date}
        onChange={(event) => event.target.value && onDate(event.target.value)}
        className="h-9 rounded-lg border border-slate-200 bg-white px-2 text-sm text-ink tabular-nums"
      />
    </label>
  );
}
