import { SERVICE_UNITS, type CatalogueService } from '@washday/core';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { EditCatalogue } from '@/lib/edit-catalogue';
import { nextLineKey, parseAmount, type EditDraft, type EditLineDraft } from '../utils/edit-form';
import { rupees } from '../utils/booking-format';
import { Field, MoneyInput, SelectInput, controlClasses, useFieldError } from './booking-edit-fields';

export interface EditItemsProps {
  catalogue: EditCatalogue;
  services: ReadonlyMap<string, CatalogueService>;
  /** The prices the order was booked at, by service: a service put back on the order keeps its price. */
  bookedPrices: ReadonlyMap<string, number>;
  disabled: boolean;
}

/** The order's lines: catalogue services (the server prices them) and custom lines at the admin's price. */
export function EditItems({ catalogue, services, bookedPrices, disabled }: EditItemsProps) {
  const { control, register, setValue, clearErrors } = useFormContext<EditDraft>();
  const { fields, append, remove } = useFieldArray({ control, name: 'items', keyName: 'fieldKey' });
  const lines = useWatch({ control, name: 'items' });
  const listError = useFieldError('items');
  const used = new Set(lines.map((l) => l.serviceId).filter(Boolean));
  const groups = catalogue.categories
    .map((category) => ({
      ...category,
      services: category.services.filter((s) => s.enabled && !used.has(s.id) && services.get(s.id) === s),
    }))
    .filter((category) => category.services.length > 0);

  const addService = (id: string) => {
    const service = services.get(id);
    if (!service) return;
    append({
      key: nextLineKey(),
      serviceId: id,
      name: service.name,
      unit: service.unit,
      quantity: Math.max(1, service.minQuantity),
      price: '',
      bookedPrice: bookedPrices.get(id) ?? null,
    });
    clearErrors('items');
  };
  const step = (index: number, by: number) => {
    const quantity = Math.min(99, Math.max(1, (lines[index]?.quantity ?? 1) + by));
    setValue(`items.${index}.quantity`, quantity, { shouldDirty: true });
    clearErrors(`items.${index}.quantity`);
  };
  const unitPrice = (line: EditLineDraft) =>
    line.serviceId ? (line.bookedPrice ?? services.get(line.serviceId)?.price ?? null) : parseAmount(line.price);

  return (
    <div>
      <ul className="divide-y divide-slate-100 rounded-2xl ring-1 ring-slate-200" aria-label="Items">
        {fields.map((field, index) => {
          const line = lines[index] ?? field;
          const price = unitPrice(line);
          const custom = !line.serviceId;
          return (
            <li
              key={field.fieldKey}
              className="grid grid-cols-[1fr_auto_auto_auto] items-start gap-3 px-3 py-2.5"
              aria-label={custom ? `Custom line ${index + 1}` : line.name}
            >
              {custom ? (
                <div className="grid grid-cols-[1fr_5.5rem_6.5rem] gap-2">
                  <Field name={`items.${index}.name`} label="Custom service">
                    {(props) => (
                      <input
                        {...props}
                        {...register(`items.${index}.name`, { onChange: () => clearErrors(`items.${index}.name`) })}
                        placeholder="e.g. Curtain wash"
                        disabled={disabled}
                        className={controlClasses}
                      />
                    )}
                  </Field>
                  <Field name={`items.${index}.unit`} label="Unit">
                    {(props) => (
                      <SelectInput {...props} {...register(`items.${index}.unit`)} disabled={disabled}>
                        {SERVICE_UNITS.map((unit) => (
                          <option key={unit} value={unit}>
                            {unit}
                          </option>
                        ))}
                      </SelectInput>
                    )}
                  </Field>
                  <Field name={`items.${index}.price`} label="Price">
                    {(props) => (
                      <MoneyInput
                        {...props}
                        {...register(`items.${index}.price`, { onChange: () => clearErrors(`items.${index}.price`) })}
                        placeholder="0"
                        disabled={disabled}
                      />
                    )}
                  </Field>
                </div>
              ) : (
                <div className="min-w-0 pt-1">
                  <p className="truncate text-sm font-semibold text-ink">{line.name}</p>
                  <p className="text-xs text-slate-500 tabular-nums">
                    {price === null ? 'Priced by the server' : `${rupees(price)} / ${line.unit}`}
                    {line.bookedPrice === null ? ' · today’s price' : ' · as booked'}
                  </p>
                  <LineError name={`items.${index}.serviceId`} />
                </div>
              )}
              <div className={cn(custom && 'pt-5')}>
                <div
                  className="flex items-center rounded-xl ring-1 ring-slate-200"
                  role="group"
                  aria-label={`Quantity of ${line.name || 'the custom line'}`}
                >
                  <button
                    type="button"
                    onClick={() => step(index, -1)}
                    disabled={disabled || line.quantity <= 1}
                    aria-label="Fewer"
                    className="flex h-9 w-8 items-center justify-center text-slate-500 hover:text-ink disabled:opacity-40"
                  >
                    <Minus className="h-3.5 w-3.5" aria-hidden="true" />
                  </button>
                  <span className="w-7 text-center text-sm font-bold tabular-nums" aria-live="polite">
                    {line.quantity}
                  </span>
                  <button
                    type="button"
                    onClick={() => step(index, 1)}
                    disabled={disabled || line.quantity >= 99}
                    aria-label="More"
                    className="flex h-9 w-8 items-center justify-center text-slate-500 hover:text-ink disabled:opacity-40"
                  >
                    <Plus className="h-3.5 w-3.5" aria-hidden="true" />
                  </button>
                </div>
                <LineError name={`items.${index}.quantity`} />
              </div>
              <p className={cn('w-20 text-right text-sm font-semibold text-ink tabular-nums', custom ? 'pt-7' : 'pt-2')}>
                {price !== null && Number.isFinite(price) ? rupees(price * line.quantity) : '—'}
              </p>
              <button
                type="button"
                onClick={() => remove(index)}
                disabled={disabled}
                aria-label={`Remove ${line.name || 'custom line'}`}
                className={cn(
                  'flex h-9 w-9 items-center justify-center rounded-xl text-slate-500 hover:bg-red-50 hover:text-red-600',
                  custom && 'mt-5',
                )}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </button>
            </li>
          );
        })}
        {fields.length === 0 ? <li className="px-3 py-4 text-sm text-slate-500">No items on this order.</li> : null}
      </ul>
      {listError ? (
        <p role="alert" className="mt-1.5 text-xs font-medium text-red-600">
          {listError}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <label className="min-w-56 flex-1">
          <span className="sr-only">Add a service</span>
          <SelectInput
            value=""
            onChange={(event) => addService(event.target.value)}
            disabled={disabled || catalogue.status !== 'ready'}
          >
            <option value="" disabled>
              {catalogue.status === 'loading'
                ? 'Loading services…'
                : catalogue.status === 'error'
                  ? 'Services could not load'
                  : '+ Add a service from the catalogue'}
            </option>
            {groups.map((category) => (
              <optgroup key={category.id} label={category.name}>
                {category.services.map((service) => (
                  <option key={service.id} value={service.id}>
                    {service.name} · {rupees(service.price)}/{service.unit}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectInput>
        </label>
        {catalogue.status === 'error' && catalogue.onRetry ? (
          <Button size="sm" variant="ghost" onClick={catalogue.onRetry}>
            Retry
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          disabled={disabled}
          onClick={() =>
            append({ key: nextLineKey(), serviceId: '', name: '', unit: 'PC', quantity: 1, price: '', bookedPrice: null })
          }
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          Custom line
        </Button>
      </div>
    </div>
  );
}

function LineError({ name }: { name: string }) {
  const error = useFieldError(name);
  return error ? (
    <p role="alert" className="mt-1 text-xs font-medium text-red-600">
      {error}
    </p>
  ) : null;
}
