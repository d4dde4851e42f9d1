import { INSPECTION_ISSUES, INSPECTION_NOTE_MAX, inspectionBodySchema, type InspectionBody } from '@washday/core';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Controller, FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '@/components/form/form-alert';
import { TextAreaField } from '@/components/form/text-area-field';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/input';
import { useZodForm } from '@/hooks/use-zod-form';
import { cn } from '@/lib/cn';
import { applyServerError } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useCreateInspection } from '../api/inspections';
import { vendorErrorMessage, vendorMessage } from '../utils/vendor-messages';
import { InspectionPhotosField, type InspectionPhoto } from './inspection-photos-field';

type Output = z.output<typeof inspectionBodySchema>;
const CHIP =
  'flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-2xl px-3 text-[15px] font-semibold transition';
const CHIP_ON = 'bg-brand-50 text-brand-800 ring-2 ring-brand-500';
const CHIP_OFF = 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50';

/**
 * A note on one garment before cleaning (core's inspectionBodySchema checks it first): its tag, what was found, a note,
 * whether the customer must answer first, and up to 4 photos, sent one per request once the note exists.
 */
export function InspectionForm({
  orderId,
  tags,
  noted,
}: {
  orderId: string;
  tags: readonly { id: string; code: string }[];
  /** The tags that have a note already: marked, so the counter sees which garments are done. */
  noted: ReadonlySet<string>;
}) {
  const { t } = useTranslation('vendor');
  const create = useCreateInspection();
  const [photos, setPhotos] = useState<InspectionPhoto[]>([]);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useZodForm<InspectionBody, Output>(inspectionBodySchema, {
    defaultValues: { tagId: '', issues: [], note: '', askCustomer: false },
  });

  const submit = form.handleSubmit((body) =>
    create.mutateAsync({ orderId, body, photos }).then(
      (done) => {
        const message = vendorMessage(done.message, t);
        setSaved(done.photoError ? t('inspection.photoFailed', { message: vendorMessage(done.photoError, t) }) : message);
        if (!done.photoError) toast.success(message);
        setPhotos([]);
        form.reset();
      },
      (error: unknown) =>
        applyServerError(form.setError, error, {
          fields: ['tagId', 'issues', 'note'],
          message: (failure) => vendorErrorMessage(failure, t, t('inspection.failed')),
        }),
    ),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('inspection.form')} className="grid gap-4">
        <Controller
          control={form.control}
          name="tagId"
          render={({ field, fieldState }) => (
            <fieldset aria-describedby={fieldState.error ? 'inspection-tag-error' : undefined}>
              <legend className="mb-1.5 block text-sm font-semibold text-slate-700">{t('inspection.garment')}</legend>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {tags.map((tag) => (
                  <label
                    key={tag.id}
                    className={cn(CHIP, 'flex-wrap py-2 font-mono', field.value === tag.id ? CHIP_ON : CHIP_OFF)}
                  >
                    <input
                      type="radio"
                      name={field.name}
                      value={tag.id}
                      checked={field.value === tag.id}
                      onChange={() => {
                        field.onChange(tag.id);
                        form.clearErrors('tagId');
                      }}
                      className="sr-only"
                    />
                    <span translate="no">{tag.code}</span>
                    {noted.has(tag.id) ? (
                      <span className="inline-flex items-center gap-1 font-sans text-xs text-emerald-800">
                        <CircleCheck className="h-3.5 w-3.5" aria-hidden="true" />
                        {t('inspection.noted')}
                      </span>
                    ) : null}
                  </label>
                ))}
              </div>
              <FieldError id="inspection-tag-error">{fieldState.error?.message}</FieldError>
            </fieldset>
          )}
        />
        <Controller
          control={form.control}
          name="issues"
          render={({ field, fieldState }) => {
            const chosen = field.value ?? [];
            return (
              <fieldset aria-describedby={fieldState.error ? 'inspection-issues-error' : undefined}>
                <legend className="mb-1.5 block text-sm font-semibold text-slate-700">{t('inspection.issues')}</legend>
                <div className="grid grid-cols-2 gap-2">
                  {INSPECTION_ISSUES.map((issue) => (
                    <label key={issue} className={cn(CHIP, chosen.includes(issue) ? CHIP_ON : CHIP_OFF)}>
                      <input
                        type="checkbox"
                        checked={chosen.includes(issue)}
                        onChange={(event) => {
                          field.onChange(event.target.checked ? [...chosen, issue] : chosen.filter((other) => other !== issue));
                          form.clearErrors('issues');
                        }}
                        className="h-4 w-4 accent-brand-600"
                      />
                      {t(`inspection.issue.${issue}`)}
                    </label>
                  ))}
                </div>
                <FieldError id="inspection-issues-error">{fieldState.error?.message}</FieldError>
              </fieldset>
            );
          }}
        />
        <TextAreaField<InspectionBody>
          name="note"
          label={t('inspection.note')}
          placeholder={t('inspection.notePlaceholder')}
          maxLength={INSPECTION_NOTE_MAX}
        />
        <div className="flex items-start gap-3 rounded-2xl bg-amber-50 px-4 py-3 ring-1 ring-amber-200">
          <input
            id="inspection-ask"
            type="checkbox"
            {...form.register('askCustomer')}
            aria-describedby="inspection-ask-hint"
            className="mt-0.5 h-4 w-4 accent-brand-600"
          />
          <div>
            <label htmlFor="inspection-ask" className="block cursor-pointer text-sm font-semibold text-amber-900">
              {t('inspection.askCustomer')}
            </label>
            <p id="inspection-ask-hint" className="text-xs text-amber-900">
              {t('inspection.askCustomerHint')}
            </p>
          </div>
        </div>
        <InspectionPhotosField photos={photos} onChange={setPhotos} disabled={create.isPending} />
        <FormAlert<InspectionBody> />
        <div aria-live="polite">
          {saved ? (
            <p
              role="status"
              className="rounded-2xl bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200"
            >
              {saved}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={create.isPending} onClick={() => setSaved(null)}>
          {create.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          {create.isPending ? t('inspection.saving') : t('inspection.save')}
        </Button>
      </form>
    </FormProvider>
  );
}
