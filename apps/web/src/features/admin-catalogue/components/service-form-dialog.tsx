import {
  CATALOGUE_ADMIN_MESSAGES,
  ESTIMATED_TIME_PRESETS,
  SERVICE_UNITS,
  formatRupees,
  serviceFormSchema,
  type AdminCategory,
  type AdminService,
  type ServiceFormInput,
} from '@washday/core';
import { Info, Shirt } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { EntityForm, EntityFormDialog, useCreateOrUpdate } from '@/components/form/entity-form-dialog';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/hooks/use-zod-form';
import { useCreateService } from '../api/create-service';
import { useUpdateService } from '../api/update-service';
import { serviceCategories, serviceFormDefaults } from '../utils/catalogue-form';
import { HindiFields, SegmentedField, SelectField, SwitchField } from './form-controls';
import { ServicePictureField } from './service-picture-field';

/** The service the dialog edits, or a new one in a category. */
export type ServiceDialogTarget = { service: AdminService } | { service: null; categoryId: string };

const SERVER_FIELDS = [
  'categoryId',
  'name',
  'description',
  'nameHi',
  'descriptionHi',
  'price',
  'unit',
  'minQuantity',
  'estimatedTime',
  'image',
] as const;
const UNIT_LABELS: Record<(typeof SERVICE_UNITS)[number], string> = { PC: 'Per piece', KG: 'Per kg', SET: 'Per set' };

export interface ServiceFormDialogProps {
  target: ServiceDialogTarget | null;
  categories: readonly AdminCategory[];
  onClose: () => void;
}

export function ServiceFormDialog({ target, categories, onClose }: ServiceFormDialogProps) {
  return (
    <EntityFormDialog
      target={target}
      onClose={onClose}
      targetKey={(t) => t.service?.id ?? 'new'}
      widthClassName="min-[48rem]:max-w-4xl"
      descriptionId="service-form-description"
    >
      {(t) => <ServiceForm target={t} categories={categories} />}
    </EntityFormDialog>
  );
}

function ServiceForm({ target, categories }: { target: ServiceDialogTarget; categories: readonly AdminCategory[] }) {
  const service = target.service;
  const form = useZodForm(serviceFormSchema, {
    defaultValues: serviceFormDefaults(service, service ? service.categoryId : target.categoryId),
  });
  const saver = useCreateOrUpdate(service?.id ?? null, useCreateService(), useUpdateService());
  const price = useWatch({ control: form.control, name: 'price' });
  const newPrice = Number(price);
  const priceChanged = service !== null && price.trim() !== '' && Number.isFinite(newPrice) && newPrice !== service.price;

  return (
    <EntityForm
      form={form}
      saver={saver}
      serverFields={SERVER_FIELDS}
      icon={Shirt}
      title={service ? `Edit ${service.name}` : 'Add service'}
      description={
        service
          ? `Id ${service.id}. Customers see your changes as soon as you save.`
          : 'Customers can order it as soon as it is saved, if it is enabled.'
      }
      submitLabel={service ? 'Save service' : 'Add service'}
      alertClassName="max-w-xl"
      bodyClassName="grid gap-6 px-6 py-5 min-[64rem]:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]"
    >
      <div className="grid content-start gap-4">
        <div className="grid gap-4 min-[40rem]:grid-cols-2">
          <TextField<ServiceFormInput> name="name" label="Name" required autoComplete="off" placeholder="e.g. Blazer" />
          <SelectField<ServiceFormInput> name="categoryId" label="Category" required>
            {serviceCategories(categories).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
                {c.enabled ? '' : ' (off)'}
              </option>
            ))}
          </SelectField>
        </div>
        <TextAreaField<ServiceFormInput>
          name="description"
          label="Description"
          maxLength={300}
          rows={2}
          placeholder="What the customer gets"
        />
        <HindiFields nameMaxLength={80} descriptionMaxLength={300} />
        <div className="grid gap-4 min-[40rem]:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
          <TextField<ServiceFormInput>
            name="price"
            label="Price"
            required
            inputMode="decimal"
            autoComplete="off"
            startAdornment="₹"
            placeholder="0"
            className="tabular-nums"
          />
          <SegmentedField<ServiceFormInput>
            name="unit"
            label="Unit"
            options={SERVICE_UNITS.map((u) => ({ value: u, label: u }))}
          />
        </div>
        <div
          className="flex items-start gap-2 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-100"
          role="note"
        >
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <p>
            {priceChanged ? (
              <span className="font-semibold">
                {formatRupees(service.price)} → {formatRupees(newPrice)} {UNIT_LABELS[service.unit].toLowerCase()}.{' '}
              </span>
            ) : null}
            {CATALOGUE_ADMIN_MESSAGES.pricesApplyToNewOrders}
          </p>
        </div>
        <div className="grid gap-4 min-[40rem]:grid-cols-2">
          <TextField<ServiceFormInput>
            name="minQuantity"
            label="Minimum quantity"
            required
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
          />
          <TextField<ServiceFormInput>
            name="estimatedTime"
            label="Turnaround"
            required
            list="estimated-time-presets"
            autoComplete="off"
            hint="'24 hours' or '24-48 hours'"
          />
          <datalist id="estimated-time-presets">
            {ESTIMATED_TIME_PRESETS.map((preset) => (
              <option key={preset} value={preset} />
            ))}
          </datalist>
        </div>
      </div>
      <div className="grid content-start gap-4">
        <ServicePictureField current={service?.image ?? null} />
        <SwitchField<ServiceFormInput> name="enabled" label="Enabled" description="On the customer's menu and orderable." />
        <SwitchField<ServiceFormInput>
          name="popular"
          label="Popular"
          description="Shown with a Popular badge on the customer's menu."
        />
      </div>
    </EntityForm>
  );
}
