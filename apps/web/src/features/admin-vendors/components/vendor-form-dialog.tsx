import { vendorFormSchema, type VendorFormInput, type VendorRecord } from '@washday/core';
import { Factory } from 'lucide-react';
import { EntityForm, EntityFormDialog, useCreateOrUpdate } from '@/components/form/entity-form-dialog';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/hooks/use-zod-form';
import { useCreateVendor } from '../api/create-vendor';
import { useUpdateVendor } from '../api/update-vendor';
import { vendorFormDefaults, type ServiceOptions } from '../utils/vendor-form';
import { VendorLocationField } from './vendor-location-field';
import { VendorServicesField } from './vendor-services-field';

/** Which vendor the dialog edits: null adds a new one. */
export type VendorDialogTarget = { vendor: VendorRecord | null };

const SERVER_FIELDS = ['name', 'address', 'coordinates', 'services', 'contactPhone', 'rating'] as const;

export interface VendorFormDialogProps {
  target: VendorDialogTarget | null;
  services: ServiceOptions;
  onClose: () => void;
}

/** Add or edit a vendor: details on the left, its place on the map on the right. */
export function VendorFormDialog({ target, services, onClose }: VendorFormDialogProps) {
  return (
    <EntityFormDialog
      target={target}
      onClose={onClose}
      targetKey={(t) => t.vendor?.id ?? 'new'}
      widthClassName="min-[48rem]:max-w-5xl"
      descriptionId="vendor-form-description"
    >
      {(t) => <VendorForm vendor={t.vendor} services={services} />}
    </EntityFormDialog>
  );
}

function VendorForm({ vendor, services }: { vendor: VendorRecord | null; services: ServiceOptions }) {
  const form = useZodForm(vendorFormSchema, { defaultValues: vendorFormDefaults(vendor) });
  const saver = useCreateOrUpdate(vendor?.id ?? null, useCreateVendor(), useUpdateVendor());

  return (
    <EntityForm
      form={form}
      saver={saver}
      serverFields={SERVER_FIELDS}
      icon={Factory}
      title={vendor ? `Edit ${vendor.name}` : 'Add vendor'}
      description={
        vendor
          ? 'Changes apply to orders sent to this vendor from now on; orders already there keep it.'
          : 'A new vendor is active at once and can be chosen for orders whose services it handles.'
      }
      submitLabel={vendor ? 'Save changes' : 'Add vendor'}
      alertClassName="max-w-xl"
      bodyClassName="grid gap-6 px-6 py-5 min-[64rem]:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]"
    >
      <div className="grid content-start gap-4">
        <TextField<VendorFormInput>
          name="name"
          label="Vendor name"
          required
          autoComplete="off"
          placeholder="e.g. Crisp Cleaners, Sector 29"
        />
        <div className="grid gap-4 min-[40rem]:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
          <TextField<VendorFormInput>
            name="contactPhone"
            label="Contact phone"
            required
            type="tel"
            autoComplete="off"
            placeholder="98100 00000 or 0124 4000101"
            hint="Mobile, or landline with STD code"
          />
          <TextField<VendorFormInput>
            name="rating"
            label="Rating"
            required
            type="number"
            inputMode="decimal"
            min={0}
            max={5}
            step={0.1}
            placeholder="0.0 – 5.0"
            hint="0 to 5, one decimal"
          />
        </div>
        <TextAreaField<VendorFormInput>
          name="address"
          label={
            <>
              Address
              <span className="text-red-500" aria-hidden="true">
                {' '}
                *
              </span>
            </>
          }
          maxLength={300}
          rows={3}
          placeholder="Shop, market or plot, sector, city and pincode"
        />
        <VendorServicesField services={services} />
      </div>
      <VendorLocationField />
    </EntityForm>
  );
}
