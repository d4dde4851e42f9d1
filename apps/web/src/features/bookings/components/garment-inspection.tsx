import type { InspectionView } from '@washday/core';
import { CircleCheck, CircleSlash, LoaderCircle, MessageCircleQuestion, SearchCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { translateMessage } from '@/lib/i18n';
import { describeError } from '@/lib/request-errors';
import { useDecideInspection } from '../api/garments';

type Photo = InspectionView['photos'][number];

/** Thumbnails that open the photo larger; the images are private, so the browser fetches them with the session. */
function InspectionPhotos({ photos, code }: { photos: readonly Photo[]; code: string }) {
  const { t } = useTranslation('garments');
  const [shown, setShown] = useState<number | null>(null);
  const photo = shown === null ? null : photos[shown];
  return (
    <>
      <ul className="mt-2 grid grid-cols-4 gap-2">
        {photos.map((item, index) => (
          <li key={item.id}>
            <button
              type="button"
              className="block w-full overflow-hidden rounded-xl ring-1 ring-slate-200 transition hover:ring-brand-300 focus-visible:ring-2 focus-visible:ring-brand-500"
              aria-label={t('inspection.openPhoto', { number: index + 1, code })}
              onClick={() => setShown(index)}
            >
              <img
                src={item.url}
                alt={t('inspection.photo', { number: index + 1, code })}
                loading="lazy"
                className="aspect-square w-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={photo != null} onOpenChange={(open) => !open && setShown(null)}>
        <DialogContent mobileLayout="card" widthClassName="min-[48rem]:max-w-2xl" className="gap-3 p-4 pt-5">
          {photo ? (
            <>
              <DialogTitle className="pr-10 text-base">{t('inspection.photo', { number: (shown ?? 0) + 1, code })}</DialogTitle>
              <img
                src={photo.url}
                alt={t('inspection.photo', { number: (shown ?? 0) + 1, code })}
                className="max-h-[75dvh] w-full rounded-xl bg-slate-100 object-contain"
              />
            </>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

/** A garment the laundry would not clean as booked: the customer approves or declines, and reads the server's answer. */
function InspectionDecision({ orderId, inspection }: { orderId: string; inspection: InspectionView }) {
  const { t } = useTranslation('garments');
  const decide = useDecideInspection(orderId);
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const code = inspection.tag_code;

  async function send(decision: 'approve' | 'decline') {
    setError(null);
    try {
      const result = await decide.mutateAsync({ inspectionId: inspection.id, decision });
      setAnswer(translateMessage(result.message));
    } catch (failure) {
      // A refusal (409: already answered) is the server's word, shown as sent.
      setError(describeError(failure, t('inspection.failed')));
    }
  }

  const decided = inspection.decision === 'approved' || inspection.decision === 'declined';
  return (
    <div className="mt-2.5" data-testid="inspection-decision">
      {inspection.decision === 'pending' ? (
        <div className="rounded-xl bg-amber-50 px-3 py-2.5 ring-1 ring-amber-200">
          <p className="flex items-center gap-1.5 text-sm font-bold text-amber-950">
            <MessageCircleQuestion className="h-4 w-4 shrink-0 text-amber-700" aria-hidden="true" />
            {t('inspection.ask')}
          </p>
          <p className="mt-0.5 text-[13px] text-amber-900">{t('inspection.askHint')}</p>
          <div className="mt-2.5 grid grid-cols-2 gap-2">
            <Button
              size="md"
              disabled={decide.isPending}
              aria-label={t('inspection.approveLabel', { code })}
              onClick={() => void send('approve')}
            >
              {decide.isPending && decide.variables?.decision === 'approve' ? (
                <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <CircleCheck className="h-4 w-4" aria-hidden="true" />
              )}
              {t('inspection.approve')}
            </Button>
            <Button
              size="md"
              variant="secondary"
              disabled={decide.isPending}
              aria-label={t('inspection.declineLabel', { code })}
              onClick={() => void send('decline')}
            >
              {decide.isPending && decide.variables?.decision === 'decline' ? (
                <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <CircleSlash className="h-4 w-4" aria-hidden="true" />
              )}
              {t('inspection.decline')}
            </Button>
          </div>
        </div>
      ) : decided ? (
        <p className="flex items-center gap-1.5 text-sm font-semibold text-slate-700">
          {inspection.decision === 'approved' ? (
            <CircleCheck className="h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
          ) : (
            <CircleSlash className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          )}
          {inspection.decision === 'approved' ? t('inspection.approved') : t('inspection.declined')}
        </p>
      ) : null}
      <div aria-live="polite">{answer ? <p className="mt-1.5 text-sm font-medium text-emerald-800">{answer}</p> : null}</div>
      {error ? (
        <p role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What the laundry noted about one garment before cleaning: the issues, its note, its photos and any question. */
export function GarmentInspection({ orderId, inspection }: { orderId: string; inspection: InspectionView }) {
  const { t } = useTranslation('garments');
  return (
    <div className="mt-3 rounded-xl bg-white px-3 py-2.5 ring-1 ring-slate-200" data-testid="inspection">
      <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        <SearchCheck className="h-3.5 w-3.5 text-brand-600" aria-hidden="true" />
        {t('inspection.title')}
      </p>
      {inspection.issues.length > 0 ? (
        <ul className="mt-1.5 flex flex-wrap gap-1.5">
          {inspection.issues.map((issue) => (
            <li
              key={issue}
              className="rounded-full bg-rose-50 px-2 py-0.5 text-xs font-semibold text-rose-800 ring-1 ring-rose-100"
            >
              {t(`inspection.issues.${issue}`)}
            </li>
          ))}
        </ul>
      ) : null}
      {inspection.note ? (
        // The laundry's own words.
        <p className="mt-1.5 text-sm text-slate-700" translate="no">
          {inspection.note}
        </p>
      ) : null}
      {inspection.photos.length > 0 ? <InspectionPhotos photos={inspection.photos} code={inspection.tag_code} /> : null}
      {/* Asked or answered; a note the customer was not asked about has nothing to decide. */}
      {inspection.decision !== null ? <InspectionDecision orderId={orderId} inspection={inspection} /> : null}
    </div>
  );
}
