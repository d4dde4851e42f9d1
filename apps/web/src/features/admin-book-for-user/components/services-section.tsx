import { indexCatalogue, type CatalogueCategory, type CatalogueService } from '@washday/core';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { BookForUserValues, FormLine } from '../utils/book-for-user-form';
import { setServiceQuantity } from '../utils/order-lines';
import { CataloguePicker } from './catalogue-picker';
import { CustomLineForm } from './custom-line-form';
import { OrderLines } from './order-lines';
import { SectionCard, SectionError } from './section-card';

/** Step 2: services from the live catalogue (priced by the server) and custom lines at the admin's price. */
export function ServicesSection({ categories }: { categories: readonly CatalogueCategory[] }) {
  const { control, setValue, clearErrors, formState } = useFormContext<BookForUserValues>();
  const lines = useWatch({ control, name: 'lines' });
  const services = useMemo(() => indexCatalogue(categories), [categories]);
  const error = formState.errors.lines?.message;
  const update = (next: FormLine[]) => {
    setValue('lines', next);
    clearErrors('lines');
    clearErrors('root');
  };

  return (
    <SectionCard
      step={2}
      title="Services"
      description="Catalogue prices are the server's. A custom line is charged at the price you enter and marked as admin-set on the booking."
      invalid={Boolean(error)}
    >
      <CataloguePicker
        categories={categories}
        lines={lines}
        onQuantity={(service: CatalogueService, quantity) => update(setServiceQuantity(lines, service, quantity))}
      />
      <div className="mt-4">
        <CustomLineForm onAdd={(line) => update([...lines, line])} />
      </div>
      <div className="mt-4">
        <OrderLines lines={lines} services={services} onChange={update} />
      </div>
      <SectionError id="lines-error" message={error} />
    </SectionCard>
  );
}
