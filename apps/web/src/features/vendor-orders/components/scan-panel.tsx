import type { ScanOutcome, StageScan, VendorScanStage } from '@washday/core';
import { CircleAlert, CircleCheck, LoaderCircle, Tag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useScanTag, useStageScan } from '../api/garment-scans';
import { vendorErrorMessage, vendorMessage } from '../utils/vendor-messages';
import { ScanBox } from './scan-box';

type Feedback = { tone: ScanOutcome | 'error'; text: string };

const TONES: Record<Feedback['tone'], string> = {
  ok: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  repeat: 'bg-amber-50 text-amber-900 ring-amber-200',
  unexpected: 'bg-red-50 text-red-700 ring-red-200',
  error: 'bg-red-50 text-red-700 ring-red-200',
};

/**
 * Intake (the tags as the order comes in) or packing (each tag into the bag), decision 0034: the scan box, the
 * server's word on each scan at once, the count, the order's tags ticking off and anything scanned that is not ours.
 */
export function ScanPanel({ orderId, stage }: { orderId: string; stage: VendorScanStage }) {
  const { t } = useTranslation('vendor');
  const scan = useStageScan(orderId, stage);
  const scanTag = useScanTag(orderId, stage);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  async function send(code: string): Promise<boolean> {
    try {
      const answer = await scanTag.mutateAsync(code);
      setFeedback({ tone: answer.outcome, text: vendorMessage(answer.message, t) });
      return true;
    } catch (error) {
      setFeedback({ tone: 'error', text: vendorErrorMessage(error, t, t('scan.failed')) });
      return false;
    }
  }

  return (
    <section aria-labelledby={`scan-${stage}-title`} className="rounded-3xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`scan-${stage}-title`} className="flex items-center gap-2 text-base font-bold text-ink">
          <Tag className="h-4 w-4 text-brand-700" aria-hidden="true" />
          {t(`scan.title.${stage}`)}
        </h3>
        {scan.data ? <Progress scan={scan.data} stage={stage} /> : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">{t(`scan.hint.${stage}`)}</p>
      <div className="mt-3">
        <ScanBox onCode={send} pending={scanTag.isPending} />
      </div>
      <div aria-live="polite">
        {feedback ? (
          <p
            role={feedback.tone === 'ok' ? 'status' : 'alert'}
            className={cn(
              'mt-3 flex items-start gap-2 rounded-2xl px-3 py-2.5 text-sm font-semibold ring-1',
              TONES[feedback.tone],
            )}
          >
            {feedback.tone === 'ok' ? (
              <CircleCheck className="h-4 w-4 shrink-0" aria-hidden="true" />
            ) : (
              <CircleAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
            )}
            {feedback.text}
          </p>
        ) : null}
      </div>
      {scan.isPending ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-500">
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          {t('scan.loading')}
        </p>
      ) : scan.isError ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-600">
          {vendorErrorMessage(scan.error, t, t('scan.loadFailed'))}
        </p>
      ) : (
        <ScanLists scan={scan.data} stage={stage} />
      )}
    </section>
  );
}

function Progress({ scan, stage }: { scan: StageScan; stage: VendorScanStage }) {
  const { t } = useTranslation('vendor');
  const done = scan.tags.length - scan.missing.length;
  return (
    <span
      data-testid="scan-progress"
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-bold tabular-nums ring-1',
        scan.complete ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-amber-50 text-amber-900 ring-amber-200',
      )}
    >
      {scan.complete ? <CircleCheck className="h-3.5 w-3.5" aria-hidden="true" /> : null}
      {t(`scan.progress.${stage}`, { done, total: scan.tags.length })}
    </span>
  );
}

/** The order's tags, ticked when scanned; what is still missing; codes scanned that are not this order's, in red. */
function ScanLists({ scan, stage }: { scan: StageScan; stage: VendorScanStage }) {
  const { t } = useTranslation('vendor');
  if (scan.tags.length === 0) return <p className="mt-3 text-sm text-slate-500">{t('scan.noTags')}</p>;
  return (
    <>
      <ul aria-label={t('scan.list')} className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {scan.tags.map((tag) => {
          const done = tag.scanned_at !== null;
          return (
            <li
              key={tag.id}
              className={cn(
                'flex items-center gap-2 rounded-xl px-3 py-2 ring-1',
                done ? 'bg-emerald-50 ring-emerald-200' : 'bg-white ring-slate-200',
              )}
            >
              {done ? (
                <CircleCheck className="h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
              ) : (
                <span className="h-4 w-4 shrink-0 rounded-full border-2 border-dashed border-slate-300" aria-hidden="true" />
              )}
              <span translate="no" className="font-mono text-sm font-bold text-ink">
                {tag.code}
              </span>
              <span className="sr-only">{done ? t(`scan.done.${stage}`) : t('scan.waiting')}</span>
            </li>
          );
        })}
      </ul>
      {scan.missing.length > 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          <span className="font-semibold text-slate-700">{t(`scan.missing.${stage}`)}</span>{' '}
          <span translate="no" className="font-mono">
            {scan.missing.join(', ')}
          </span>
        </p>
      ) : (
        <p className="mt-3 flex items-center gap-1.5 text-sm font-semibold text-emerald-800">
          <CircleCheck className="h-4 w-4" aria-hidden="true" />
          {t(`scan.allDone.${stage}`)}
        </p>
      )}
      {scan.unexpected.length > 0 ? (
        <div
          role="group"
          aria-label={t('scan.unexpected')}
          className="mt-3 rounded-2xl bg-red-50 px-3 py-2.5 ring-1 ring-red-200"
        >
          <p className="text-sm font-bold text-red-700">{t('scan.unexpected')}</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {scan.unexpected.map((item) => (
              <li key={`${item.code}-${item.at}`} translate="no" className="font-mono text-sm font-bold text-red-700">
                {item.code}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
