import { serviceAreaInputSchema, type ServiceAreaInput } from '@washday/core';
import { LoaderCircle, Plus } from 'lucide-react';
import { FormProvider } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useZodForm } from '@/hooks/use-zod-form';
import { applyServerError } from '@/lib/form-errors';
import { useCreateServiceArea } from '../api/create-service-area';

const SERVER_FIELDS = ['city', 'area', 'pincode'] as const;
const BLANK: ServiceAreaInput = { city: 'Gurugram', area: '', pincode: '' };

/** Adds a service area (enabled at once); its outline can be drawn on the map afterwards. */
export function ServiceAreaForm({ onAdded }: { onAdded: (id: string) => void }) {
  const form = useZodForm(serviceAreaInputSchema, { defaultValues: BLANK });
  const create = useCreateServiceArea();

  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await create.mutateAsync(body);
      toast.success(answer.message);
      form.reset({ ...BLANK, city: body.city });
      onAdded(answer.area.id);
    } catch (error) {
      applyServerError(form.setError, error, { fields: SERVER_FIELDS });
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-label="Add service area" className="grid gap-3 px-5 py-4">
        <div className="grid gap-3 min-[30rem]:grid-cols-2">
          <TextField<ServiceAreaInput> name="city" label="City" required autoComplete="off" />
          <TextField<ServiceAreaInput> name="area" label="Area" required autoComplete="off" placeholder="e.g. Sector 70" />
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <TextField<ServiceAreaInput>
            name="pincode"
            label="Pincode"
            inputMode="numeric"
            autoComplete="off"
            maxLength={7}
            placeholder="Optional, 6 digits"
            className="w-44"
          />
          <Button type="submit" disabled={create.isPending} aria-busy={create.isPending} className="mb-px">
            {create.isPending ? (
              <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <Plus className="h-4 w-4" aria-hidden="true" />
            )}
            Add area
          </Button>
        </div>
        <FormAlert className="py-2" />
      </form>
    </FormProvider>
  );
}
