import type { InspectionDecision, InspectionView } from '@washday/core';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const DECISION_TONES: Record<InspectionDecision, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  approved: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  declined: 'bg-red-50 text-red-700 ring-red-200',
};

/** The notes made on the order, newest last: the garment's tag, what was found, photos and the customer's answer. */
export function InspectionNotes({ notes }: { notes: readonly InspectionView[] }) {
  const { t } = useTranslation('vendor');
  if (notes.length === 0) return <p className="text-sm text-slate-500">{t('inspection.noNotes')}</p>;
  return (
    <ul aria-label={t('inspection.notes')} className="space-y-2">
      {notes.map((note) => (
        <li key={note.id} aria-label={note.tag_code} className="rounded-2xl bg-white px-4 py-3 ring-1 ring-slate-200">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span translate="no" className="font-mono text-sm font-bold text-ink">
              {note.tag_code}
            </span>
            {note.decision ? (
              <span className={cn('rounded-full px-2.5 py-1 text-xs font-bold ring-1', DECISION_TONES[note.decision])}>
                {t(`inspection.decision.${note.decision}`)}
              </span>
            ) : null}
          </div>
          {note.issues.length ? (
            <p className="mt-1 text-sm font-semibold text-slate-700">
              {note.issues.map((issue) => t(`inspection.issue.${issue}`)).join(' · ')}
            </p>
          ) : null}
          {note.note ? <p className="mt-1 text-sm text-slate-600">{note.note}</p> : null}
          {note.photos.length ? (
            <ul className="mt-2 grid grid-cols-4 gap-2">
              {note.photos.map((photo, index) => (
                <li key={photo.id}>
                  <a
                    href={photo.url}
                    target="_blank"
                    rel="noreferrer"
                    className="block overflow-hidden rounded-xl ring-1 ring-slate-200"
                  >
                    <img
                      src={photo.url}
                      alt={t('inspection.photoAlt', { index: index + 1, code: note.tag_code })}
                      loading="lazy"
                      className="aspect-square w-full object-cover"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
