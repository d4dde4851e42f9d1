import {
  SERVICE_LOCATION_PRIORITY_MAX,
  SERVICE_LOCATION_PRIORITY_MIN,
  SERVICE_LOCATION_TYPES,
  SERVICE_LOCATION_TYPE_LABELS,
  serviceLocationFormSchema,
  type ServiceLocation,
  type ServiceLocationFormInput,
} from '@washday/core';
import { MapPinned } from 'lucide-react';
import { EntityForm, EntityFormDialog, useCreateOrUpdate } from '@/components/form/entity-form-dialog';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { Label } from '@/components/ui/input';
import { useZodForm } from '@/hooks/use-zod-form';
import { useCreateServiceLocation } from '../api/create-service-location';
import { useUpdateServiceLocation } from '../api/update-service-location';

/** Which location the dialog edits: null adds a new one. */
export type LocationDialogTarget = { location: ServiceLocation | null };

const SERVER_FIELDS = ['name', 'type', 'value', 'description', 'priority'] as const;

const VALUE_HINTS: Record<ServiceLocationFormInput['type'], { placeholder: string; hint: string }> = {
  sector: { placeholder: 'e.g. Sector 56', hint: 'Matched as whole words in the address' },
  pincode: { placeholder: 'e.g. 122011', hint: 'The 6-digit pincode' },
  keyword: { placeholder: 'e.g. DLF', hint: 'Matched anywhere in the address' },
  area: { placeholder: 'e.g. Sohna Road', hint: 'Matched as whole words in the address' },
};

function defaults(location: ServiceLocation | null): ServiceLocationFormInput {
  if (!location)
    return {
      name: '',
      type: 'sector',
      value: '',
      description: '',
      priority: String(SERVICE_LOCATION_PRIORITY_MIN),
      isActive: true,
    };
  return {
    name: location.name,
    type: location.type,
    value: location.value,
    description: location.description ?? '',
    priority: String(location.priority),
    isActive: location.is_active,
  };
}

export function ServiceLocationFormDialog({ target, onClose }: { target: LocationDialogTarget | null; onClose: () => void }) {
  return (
    <EntityFormDialog
      target={target}
      onClose={onClose}
      targetKey={(t) => t.location?.id ?? 'new'}
      widthClassName="min-[48rem]:max-w-xl"
      descriptionId="location-form-description"
    >
      {(t) => <LocationForm location={t.location} />}
    </EntityFormDialog>
  );
}

function LocationForm({ location }: { location: ServiceLocation | null }) {
  const form = useZodForm(serviceLocationFormSchema, { defaultValues: defaults(location) });
  const saver = useCreateOrUpdate(location?.id ?? null, useCreateServiceLocation(), useUpdateServiceLocation());
  const type = form.watch('type');

  return (
    <EntityForm
      form={form}
      saver={saver}
      serverFields={SERVER_FIELDS}
      icon={MapPinned}
      title={location ? `Edit ${location.name}` : 'Add service location'}
      description="An active location makes every address it matches serviceable, from the next check on."
      submitLabel={location ? 'Save changes' : 'Add location'}
      alertClassName="max-w-sm"
    >
      <TextField<ServiceLocationFormInput> name="name" label="Name" required autoComplete="off" placeholder="e.g. Sector 56" />
      <div className="grid gap-4 min-[36rem]:grid-cols-[minmax(0,10rem)_minmax(0,1fr)]">
        <div>
          <Label htmlFor="location-type">Type</Label>
          <select
            id="location-type"
            {...form.register('type')}
            className="h-12 w-full rounded-2xl bg-slate-50 px-3 text-[16px] text-ink ring-1 ring-slate-200 outline-none focus:bg-white focus:ring-2 focus:ring-brand-500"
          >
            {SERVICE_LOCATION_TYPES.map((t) => (
              <option key={t} value={t}>
                {SERVICE_LOCATION_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        <TextField<ServiceLocationFormInput>
          name="value"
          label="Value"
          required
          autoComplete="off"
          inputMode={type === 'pincode' ? 'numeric' : undefined}
          placeholder={VALUE_HINTS[type].placeholder}
          hint={VALUE_HINTS[type].hint}
        />
      </div>
      <TextAreaField<ServiceLocationFormInput>
        name="description"
        label="Description"
        rows={2}
        maxLength={300}
        placeholder="What this location covers"
      />
      <TextField<ServiceLocationFormInput>
        name="priority"
        label="Priority"
        type="number"
        inputMode="numeric"
        min={SERVICE_LOCATION_PRIORITY_MIN}
        max={SERVICE_LOCATION_PRIORITY_MAX}
        step={1}
        className="max-w-[12rem]"
        hint="1 to 10; higher is checked first"
      />
    </EntityForm>
  );
}
