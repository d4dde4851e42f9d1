import {
  CLAIM_DESCRIPTION_MAX,
  CLAIM_KINDS,
  CLAIM_MESSAGES,
  claimBodySchema,
  claimGarmentSchema,
  type ClaimBody,
} from '@washday/core';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Controller, FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormAlert } from '@/components/form/form-alert';
import { TextAreaField } from '@/components/form/text-area-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/input';
import { useZodForm } from '@/hooks/use-zod-form';
import { applyServerError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { translateMessage } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { useOrderClaims, useReportProblem } from '../api/claims';
import { ClaimPhotosField, type ClaimPhoto } from './claim-photos-field';
import { SelectField } from './select-field';

/** The picker's value names the garment as 'tag:<code>' or 'line:<id>'; core's schema checks what it becomes. */
const formSchema = claimBodySchema.extend({
  kind: z.enum(CLAIM_KINDS, { error: CLAIM_MESSAGES.kind }),
  garment: z
    .string({ error: CLAIM_MESSAGES.garmentRequired })
    .min(1, CLAIM_MESSAGES.garmentRequired)
    .transform((value) => (value.startsWith('tag:') ? { tag_code: value.slice(4) } : { line_id: value.slice(5) }))
    .pipe(claimGarmentSchema),
});
type FormInput = z.input<typeof formSchema>;

export interface ReportProblemDialogProps {
  orderId: string;
  /** The order's number as the customer knows it. */
  orderNumber: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Report a problem': damaged or missing, which garment, what happened and photos; the server decides if it may. */
export function ReportProblemDialog({ orderId, orderNumber, open, onOpenChange }: ReportProblemDialogProps) {
  const { t } = useTranslation('claims');
  const claims = useOrderClaims(orderId, { enabled: open });
  const report = useReportProblem();
  const [photos, setPhotos] = useState<ClaimPhoto[]>([]);
  const form = useZodForm<FormInput, ClaimBody>(formSchema, {
    defaultValues: { kind: undefined, garment: '', description: '' },
  });
  const garments = claims.data?.garments ?? [];

  const submit = form.handleSubmit((body) =>
    report.mutateAsync({ orderId, body, photos }).then(
      (done) => {
        if (done.photoError) toast.error(t('dialog.photoFailed', { message: translateMessage(done.photoError) }));
        else toast.success(translateMessage(done.message));
        setPhotos([]);
        form.reset();
        onOpenChange(false);
      },
      (error: unknown) => applyServerError(form.setError, error, { fields: ['kind', 'garment', 'description'] }),
    ),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !report.isPending && onOpenChange(next)}>
      <DialogContent mobileLayout="sheet" widthClassName="min-[48rem]:max-w-md">
        <FormProvider {...form}>
          <form noValidate onSubmit={(event) => void submit(event)} className="px-6 pt-6 pb-6">
            <DialogTitle className="pr-10 text-xl">{t('dialog.title')}</DialogTitle>
            <DialogDescription className="mt-1.5 text-[15px]">
              {t('dialog.description', { orderId: orderNumber })}
            </DialogDescription>

            {claims.isPending ? (
              <p className="mt-5 flex items-center gap-2 text-sm text-slate-500">
                <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
                {t('dialog.loading')}
              </p>
            ) : claims.isError ? (
              <p role="alert" className="mt-5 text-sm font-medium text-red-600">
                {t('dialog.loadFailed')}
              </p>
            ) : !claims.data.can_claim ? (
              <p className="mt-5 rounded-2xl bg-slate-50 px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-100">
                {t('dialog.closed')}
              </p>
            ) : (
              <div className="mt-5 grid gap-4">
                <Controller
                  control={form.control}
                  name="kind"
                  render={({ field, fieldState }) => (
                    <fieldset>
                      <legend className="mb-1.5 block text-sm font-semibold text-slate-700">{t('dialog.kind')}</legend>
                      <div className="grid grid-cols-2 gap-2">
                        {CLAIM_KINDS.map((kind) => (
                          <label
                            key={kind}
                            className={cn(
                              'flex h-12 cursor-pointer items-center justify-center rounded-2xl text-[15px] font-semibold transition',
                              field.value === kind
                                ? 'bg-brand-50 text-brand-800 ring-2 ring-brand-500'
                                : 'bg-slate-50 text-slate-700 ring-1 ring-slate-200 hover:bg-white',
                            )}
                          >
                            <input
                              type="radio"
                              name={field.name}
                              value={kind}
                              checked={field.value === kind}
                              onChange={() => {
                                field.onChange(kind);
                                form.clearErrors('kind');
                              }}
                              className="sr-only"
                            />
                            {t(`dialog.${kind}`)}
                          </label>
                        ))}
                      </div>
                      <FieldError id="claim-kind-error">{fieldState.error?.message}</FieldError>
                    </fieldset>
                  )}
                />
                <Controller
                  control={form.control}
                  name="garment"
                  render={({ field, fieldState }) => (
                    <div>
                      <SelectField
                        id="claim-garment"
                        label={t('dialog.garment')}
                        placeholder={t('dialog.chooseGarment')}
                        value={field.value}
                        invalid={Boolean(fieldState.error)}
                        describedBy={fieldState.error ? 'claim-garment-error' : undefined}
                        options={garments.map((garment) => ({
                          value: garment.tag_code ? `tag:${garment.tag_code}` : `line:${garment.line_id ?? ''}`,
                          label: garment.label,
                        }))}
                        onChange={(value) => {
                          field.onChange(value);
                          form.clearErrors('garment');
                        }}
                      />
                      <FieldError id="claim-garment-error">{fieldState.error?.message}</FieldError>
                    </div>
                  )}
                />
                <TextAreaField<FormInput>
                  name="description"
                  label={t('dialog.descriptionLabel')}
                  placeholder={t('dialog.descriptionPlaceholder')}
                  maxLength={CLAIM_DESCRIPTION_MAX}
                />
                <ClaimPhotosField photos={photos} onChange={setPhotos} />
                <FormAlert<FormInput> />
                <div className="flex flex-col gap-2.5">
                  <Button type="submit" size="lg" className="w-full" disabled={report.isPending}>
                    {report.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
                    {report.isPending ? t('dialog.sending') : t('dialog.submit')}
                  </Button>
                  <Button
                    type="button"
                    variant="secondary"
                    size="lg"
                    className="w-full"
                    disabled={report.isPending}
                    onClick={() => onOpenChange(false)}
                  >
                    {t('dialog.cancel')}
                  </Button>
                </div>
              </div>
            )}
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
