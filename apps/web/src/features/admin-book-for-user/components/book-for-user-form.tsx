import { rupeesToPaise, type CatalogueCategory, type PricedService } from '@washday/core';
import { useMemo, useRef, useState } from 'react';
import { FormProvider, useWatch, type FieldErrors } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { ApiError } from '@/lib/api-client';
import { FORM_ERROR } from '@/lib/form-errors';
import { callWentWrong, describeError, isNoAnswer } from '@/lib/request-errors';
import { useCreateAdminBooking, type AdminBookingCreated } from '../api/create-admin-booking';
import {
  EMPTY_BOOKING,
  bookForUserFormSchema,
  estimateBooking,
  formFieldOf,
  parseRupees,
  toRequestBody,
  type BookForUserValues,
} from '../utils/book-for-user-form';
import { newAttemptKey } from '../utils/attempt-key';
import { AddressSection } from './address-section';
import { BookingCreated } from './booking-created';
import { CustomerSection } from './customer-section';
import { OrderSummary } from './order-summary';
import { ScheduleSection } from './schedule-section';
import { ServicesSection } from './services-section';

/** The spec's words for a booking the server refused (admin-and-backend.md §8). */
const failed = (reason: string) => `Failed to create booking: ${reason || 'Unknown error'}`;
/** And for a call that went wrong before the server could say: no answer, or one the app could not read. */
const ERRORED = 'Error creating booking';

/**
 * Book for User (admin-and-backend.md §5): customer, services, schedule and address, checked here in the spec's order
 * with its messages, then by the server, which prices the order and creates it.
 */
export function BookForUserForm({ categories }: { categories: readonly CatalogueCategory[] }) {
  const schema = useMemo(() => bookForUserFormSchema(() => new Date()), []);
  const form = useZodForm(schema, { defaultValues: EMPTY_BOOKING });
  const create = useCreateAdminBooking();
  const [created, setCreated] = useState<AdminBookingCreated | null>(null);
  // One key per attempt at this booking: a retry after a lost answer books it once.
  const attempt = useRef(newAttemptKey());
  const catalogue = useMemo(
    () =>
      new Map<string, PricedService>(
        categories.flatMap((c) =>
          c.services.map(
            (s) =>
              [
                s.id,
                {
                  id: s.id,
                  name: s.name,
                  category: s.category,
                  unit: s.unit,
                  pricePaise: rupeesToPaise(s.price),
                  minQuantity: s.minQuantity,
                  enabled: s.enabled,
                },
              ] as const,
          ),
        ),
      ),
    [categories],
  );
  const [lines, discount] = useWatch({ control: form.control, name: ['lines', 'discount'] });
  const estimate = estimateBooking(lines, catalogue, parseRupees(discount) ?? 0);

  const onValid = (values: BookForUserValues) =>
    create.mutate(
      { body: toRequestBody(values, estimate), idempotencyKey: attempt.current },
      {
        onSuccess: (answer) => {
          attempt.current = newAttemptKey();
          form.reset(EMPTY_BOOKING);
          setCreated(answer);
          toast.success(`Booking ${answer.booking.custom_order_id} created`);
        },
        onError: (error) => {
          const unreadable = error instanceof ApiError && callWentWrong(error) && !isNoAnswer(error);
          const reason =
            (error instanceof ApiError && error.status >= 400 && error.status < 500) || unreadable
              ? error.message
              : describeError(error, 'Unknown error');
          const field = error instanceof ApiError ? formFieldOf(error.field) : null;
          if (field) form.setError(field, { type: 'server', message: reason }, { shouldFocus: true });
          else form.setError(FORM_ERROR, { type: 'server', message: reason });
          if (callWentWrong(error)) toast.error(ERRORED, { description: reason });
          else toast.error(failed(reason));
        },
      },
    );
  // The spec shows each check's message as an error; only the first failing check is reported.
  const onInvalid = (errors: FieldErrors<BookForUserValues>) => {
    const message = Object.values(errors).find((e) => e?.message)?.message;
    if (typeof message === 'string') toast.error(message);
  };

  if (created) return <BookingCreated created={created} onAnother={() => setCreated(null)} />;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}
        aria-label="Book for a customer"
        className="grid grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]"
      >
        <div className="space-y-5">
          <CustomerSection />
          <ServicesSection categories={categories} />
          <ScheduleSection />
          <AddressSection />
        </div>
        <OrderSummary estimate={estimate} submitting={create.isPending} />
      </form>
    </FormProvider>
  );
}
