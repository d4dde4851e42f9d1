import { BOOK_FOR_USER_SLOTS, businessDate } from '@washday/core';
import { CalendarClock, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormContext, useWatch, type FieldPath } from 'react-hook-form';
import { FieldError, Label } from '@/components/ui/input';
import { useNow } from '@/hooks/use-now';
import { cn } from '@/lib/cn';
import type { BookForUserValues } from '../utils/book-for-user-form';
import { slotText } from '../utils/format';
import { SectionCard } from './section-card';

const control =
  'h-11 w-full rounded-xl bg-slate-50 px-3 text-sm text-ink ring-1 ring-slate-200 outline-none focus:bg-white focus:ring-2 focus:ring-brand-500 aria-[invalid=true]:bg-red-50/40 aria-[invalid=true]:ring-red-400';

/** Step 3: pickup date (from today, India) and an hourly slot 9:00 AM-6:00 PM; delivery, by default the pickup's. */
export function ScheduleSection() {
  const { control: form, formState } = useFormContext<BookForUserValues>();
  const [pickupDate, pickupTime] = useWatch({ control: form, name: ['pickupDate', 'pickupTime'] });
  const today = businessDate(useNow());
  const errors = formState.errors;
  const invalid = Boolean(errors.pickupDate || errors.pickupTime || errors.deliveryDate || errors.deliveryTime);

  return (
    <SectionCard
      step={3}
      title="Pickup and delivery"
      description="Hourly slots from 9:00 AM to 6:00 PM, India time."
      invalid={invalid}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <Group icon={<CalendarClock className="h-4 w-4" aria-hidden="true" />} title="Pickup">
          <DateField name="pickupDate" label="Pickup date" min={today} />
          <TimeField name="pickupTime" label="Pickup time" emptyLabel="Choose a time" />
        </Group>
        <Group
          icon={<Truck className="h-4 w-4" aria-hidden="true" />}
          title="Delivery"
          hint={
            pickupDate ? `Left blank: ${slotText(pickupDate, pickupTime)}, the pickup's` : 'Left blank, the pickup date and time'
          }
        >
          <DateField name="deliveryDate" label="Delivery date" min={pickupDate || today} />
          <TimeField name="deliveryTime" label="Delivery time" emptyLabel="Same as pickup" />
        </Group>
      </div>
    </SectionCard>
  );
}

function Group({ icon, title, hint, children }: { icon: ReactNode; title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl p-3 ring-1 ring-slate-200">
      <legend className="flex items-center gap-1.5 px-1 text-xs font-bold tracking-wider text-slate-500 uppercase">
        {icon}
        {title}
      </legend>
      <div className="grid grid-cols-2 gap-3">{children}</div>
      {hint ? <p className="mt-2 text-xs text-slate-500">{hint}</p> : null}
    </fieldset>
  );
}

function useField(name: FieldPath<BookForUserValues>) {
  const { register, formState, clearErrors } = useFormContext<BookForUserValues>();
  const error = formState.errors[name as keyof BookForUserValues]?.message;
  const registered = register(name, {
    onChange: () => {
      clearErrors(name);
      clearErrors('root');
    },
  });
  const errorId = `${name}-error`;
  const props = {
    id: name,
    ...registered,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  return { props, error, errorId };
}

/** A schedule field's label above it and its message under it. */
function FieldFrame({
  name,
  label,
  children,
}: {
  name: FieldPath<BookForUserValues>;
  label: string;
  children: (props: ReturnType<typeof useField>['props']) => ReactNode;
}) {
  const { props, error, errorId } = useField(name);
  return (
    <div>
      <Label htmlFor={name} className="text-xs">
        {label}
      </Label>
      {children(props)}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

function DateField({ name, label, min }: { name: 'pickupDate' | 'deliveryDate'; label: string; min: string }) {
  return (
    <FieldFrame name={name} label={label}>
      {(props) => <input type="date" min={min} {...props} className={cn(control, 'tabular-nums')} />}
    </FieldFrame>
  );
}

function TimeField({ name, label, emptyLabel }: { name: 'pickupTime' | 'deliveryTime'; label: string; emptyLabel: string }) {
  return (
    <FieldFrame name={name} label={label}>
      {(props) => (
        <select {...props} className={control}>
          <option value="">{emptyLabel}</option>
          {BOOK_FOR_USER_SLOTS.map((slot) => (
            <option key={slot.value} value={slot.value}>
              {slot.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
