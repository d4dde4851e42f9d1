import { ClipboardList, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useStageScan } from '../api/garment-scans';
import { useInspections } from '../api/inspections';
import { vendorErrorMessage } from '../utils/vendor-messages';
import { InspectionForm } from './inspection-form';
import { InspectionNotes } from './inspection-notes';

/**
 * Inspection (received, before processing; decision 0034): the notes made so far with the customer's answers, and a
 * form for the next garment. The order's tags come from its intake.
 */
export function InspectionPanel({ orderId }: { orderId: string }) {
  const { t } = useTranslation('vendor');
  const tags = useStageScan(orderId, 'intake');
  const notes = useInspections(orderId);

  return (
    <section aria-labelledby="inspection-title" className="rounded-3xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h3 id="inspection-title" className="flex items-center gap-2 text-base font-bold text-ink">
        <ClipboardList className="h-4 w-4 text-brand-700" aria-hidden="true" />
        {t('inspection.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('inspection.hint')}</p>
      {tags.data && tags.data.missing.length > 0 ? (
        <p className="mt-3 rounded-2xl bg-amber-50 px-3 py-2.5 text-sm font-semibold text-amber-900 ring-1 ring-amber-200">
          {t('inspection.intakeMissing', { codes: tags.data.missing.join(', ') })}
        </p>
      ) : null}
      <div className="mt-3">
        {notes.isPending ? (
          <Loading />
        ) : notes.isError ? (
          <p role="alert" className="text-sm font-medium text-red-600">
            {vendorErrorMessage(notes.error, t, t('inspection.loadFailed'))}
          </p>
        ) : (
          <InspectionNotes notes={notes.data} />
        )}
      </div>
      <div className="mt-4 border-t border-slate-200 pt-4">
        <h4 className="mb-3 text-sm font-bold text-ink">{t('inspection.newNote')}</h4>
        {tags.isPending ? (
          <Loading />
        ) : tags.isError ? (
          <p role="alert" className="text-sm font-medium text-red-600">
            {vendorErrorMessage(tags.error, t, t('scan.loadFailed'))}
          </p>
        ) : tags.data.tags.length === 0 ? (
          <p className="text-sm text-slate-500">{t('scan.noTags')}</p>
        ) : (
          <InspectionForm
            orderId={orderId}
            tags={tags.data.tags}
            noted={new Set((notes.data ?? []).map((note) => note.tag_id))}
          />
        )}
      </div>
    </section>
  );
}

function Loading() {
  const { t } = useTranslation('vendor');
  return (
    <p className="flex items-center gap-2 text-sm text-slate-500">
      <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
      {t('scan.loading')}
    </p>
  );
}
