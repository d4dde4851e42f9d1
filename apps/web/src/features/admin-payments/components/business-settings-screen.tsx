import { Building2, TriangleAlert } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { ScreenHeader } from '@/components/admin-table/screen-header';
import { ListError } from '@/components/admin-table/table-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useZodForm } from '@/hooks/use-zod-form';
import { applyServerError } from '@/lib/form-errors';
import { describeError } from '@/lib/request-errors';
import { toast } from '@/lib/toast';
import { useBusinessSettings, useSaveBusinessSettings, type BusinessSettingsAnswer } from '../api/business-settings';
import { BUSINESS_FIELDS, GST_STATES, businessFormDefaults, businessFormSchema } from '../utils/business-form';
import { BusinessSettingsForm, type BusinessForm } from './business-settings-form';

export const DEMO_DETAILS_WARNING =
  "These are the demo's fictional details. Enter your business's own before issuing real invoices.";

/** Business details (GET/PUT /api/admin/settings/business): the supplier printed on every tax invoice. */
export function BusinessSettingsScreen() {
  const settings = useBusinessSettings();
  return (
    <section aria-labelledby="business-title" className="space-y-4">
      <ScreenHeader
        id="business-title"
        title="Business details"
        description="The supplier on every tax invoice and credit note, and where UPI payments at the door go. An invoice already issued keeps the details it was issued with."
      />
      {settings.data ? (
        <BusinessSettingsEditor answer={settings.data} />
      ) : settings.isError ? (
        <div className="rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
          <ListError
            title="Could not load the business details"
            message={describeError(settings.error, 'The server did not answer.')}
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        </div>
      ) : (
        <div
          role="status"
          aria-label="Loading the business details"
          className="grid gap-4 rounded-3xl bg-white p-6 shadow-soft ring-1 ring-slate-900/5 sm:grid-cols-2"
        >
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      )}
    </section>
  );
}

function BusinessSettingsEditor({ answer }: { answer: BusinessSettingsAnswer }) {
  // Taken once: a refresh never overwrites what the admin is typing.
  const form = useZodForm(businessFormSchema, { defaultValues: businessFormDefaults(answer.settings) });
  const save = useSaveBusinessSettings();
  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      toast.success(saved.message);
      form.reset(businessFormDefaults(saved.settings));
    } catch (error) {
      applyServerError(form.setError, error, { fields: BUSINESS_FIELDS });
    }
  });
  return (
    <>
      {answer.saved ? null : (
        <p className="flex items-start gap-3 rounded-2xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" aria-hidden="true" />
          {DEMO_DETAILS_WARNING}
        </p>
      )}
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <BusinessSettingsForm form={form} saving={save.isPending} onSubmit={(event) => void submit(event)} />
        <InvoicePreview form={form} />
      </div>
    </>
  );
}

/** The supplier's block as the invoice prints it, following what is typed. */
function InvoicePreview({ form }: { form: BusinessForm }) {
  const values = useWatch({ control: form.control });
  const state = GST_STATES.find((s) => s.code === values.stateCode);
  const rate = Number(values.gstRatePercent);
  const half = Number.isFinite(rate) ? `${rate / 2}%` : '—';
  return (
    <aside
      aria-labelledby="invoice-preview-title"
      className="rounded-3xl bg-white p-5 shadow-soft ring-1 ring-slate-900/5 lg:sticky lg:top-36"
    >
      <h3 id="invoice-preview-title" className="flex items-center gap-2 text-sm font-bold text-ink">
        <Building2 className="h-4 w-4 text-slate-500" aria-hidden="true" />
        On the invoice
      </h3>
      <div className="mt-3 rounded-2xl border border-dashed border-slate-300 bg-slate-50/70 p-4 text-sm">
        <p className="text-[11px] font-bold tracking-wider text-slate-600 uppercase">Tax invoice · supplier</p>
        <p className="mt-1 font-bold wrap-anywhere text-ink">{values.legalName || '—'}</p>
        <p className="mt-0.5 whitespace-pre-line wrap-anywhere text-slate-700">{values.address || '—'}</p>
        <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
          <dt className="text-slate-600">GSTIN</dt>
          <dd className="font-mono font-semibold break-all text-ink">{values.gstin || '—'}</dd>
          <dt className="text-slate-600">State</dt>
          <dd className="text-ink">{state?.label ?? '—'}</dd>
          <dt className="text-slate-600">SAC</dt>
          <dd className="font-mono text-ink">{values.sac || '—'}</dd>
          <dt className="text-slate-600">UPI ID</dt>
          <dd className="break-all text-ink">{values.upiVpa || '—'}</dd>
        </dl>
      </div>
      <p className="mt-3 text-xs leading-relaxed text-slate-600">
        Prices include GST at {Number.isFinite(rate) ? `${rate}%` : '—'}: CGST {half} and SGST {half} for customers in{' '}
        {state ? state.label.replace(/ \(\d+\)$/, '') : 'your state'}, IGST at the full rate for those in another state.
      </p>
    </aside>
  );
}
