import { TAG_CODE_EXAMPLE, parseTagCode } from '@washday/core';
import { Camera, CameraOff, CircleCheck, LoaderCircle, ScanLine, SearchX, TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { translateMessage } from '@/lib/i18n';
import { describeError } from '@/lib/request-errors';
import { useDoorScan, useDoorScans, useReportMissingTags } from '../api/door-scans';
import { doorMessage, doorScanMessage } from '../utils/door-messages';

// The camera and its QR reader come only when the rider opens them.
const TagScanner = lazy(() => import('@/components/tag-scanner/tag-scanner'));

const FAILED = 'The tags could not be checked. Please try again.';

/** ready: every tag scanned, or none on the order; checking: tags still to scan; stopped: a tag reported missing. */
export type DoorState = 'ready' | 'checking' | 'stopped';

export interface DoorScanPanelProps {
  orderId: string;
  /** Whether the handover may be asked (null while the tags are not known). */
  onStateChange: (state: DoorState | null) => void;
  disabled?: boolean;
}

/**
 * The check at the door (decision 0034): every tag of the order scanned (camera or typed) before the handover code is
 * asked; another order's tag is flagged with the server's words; a tag that cannot be found is reported, which stops
 * the delivery. An order without tags shows nothing.
 */
export function DoorScanPanel({ orderId, onStateChange, disabled = false }: DoorScanPanelProps) {
  const { t } = useTranslation('rider');
  const inputId = useId();
  const titleId = useId();
  const errorId = useId();
  const scans = useDoorScans(orderId);
  const scan = useDoorScan(orderId);
  const report = useReportMissingTags(orderId);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; warn: boolean } | null>(null);
  const [scanning, setScanning] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [stopped, setStopped] = useState<string | null>(null);

  const state = scans.data?.scan;
  const tags = state?.tags ?? [];
  // The server's word when it has one; the delivery stays closed once it was stopped here.
  const door: DoorState | null = stopped
    ? 'stopped'
    : state
      ? tags.length === 0 || state.complete
        ? 'ready'
        : 'checking'
      : null;
  useEffect(() => onStateChange(door), [door, onStateChange]);
  if (!state || tags.length === 0) {
    // 404: a server without the door check; the handover is asked as before.
    const unknown = scans.error instanceof ApiError && scans.error.status === 404;
    return scans.isError && !unknown ? <p className="text-sm text-slate-600">{t('door.loadFailed')}</p> : null;
  }
  const scannedCount = tags.filter((tag) => tag.scanned_at !== null).length;

  async function check(text: string) {
    const parsed = parseTagCode(text);
    if (!parsed.ok) {
      setError(translateMessage(parsed.message));
      return;
    }
    setError(null);
    try {
      const answer = await scan.mutateAsync(parsed.code);
      setNotice({ text: doorScanMessage(answer, parsed.code, t), warn: answer.outcome === 'unexpected' });
      setCode('');
    } catch (failure) {
      setNotice(null);
      setError(describeError(failure, FAILED));
    }
  }

  // Enter or Check: the panel sits inside the complete form, so Enter must not submit the handover.
  function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    if (!scan.isPending) void check(code);
  }

  async function reportMissing() {
    try {
      const answer = await report.mutateAsync();
      setConfirming(false);
      setStopped(doorMessage(answer.message, t) ?? translateMessage(answer.message));
    } catch (failure) {
      setError(describeError(failure, FAILED));
    }
  }

  const missing = state.missing;
  return (
    <fieldset
      className="rounded-3xl bg-slate-50 p-4 ring-1 ring-slate-200"
      disabled={disabled || stopped !== null}
      aria-labelledby={titleId}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={titleId} className="flex items-center gap-2 text-base font-bold text-ink">
          <ScanLine className="h-4 w-4 text-brand-700" aria-hidden="true" />
          {t('door.title')}
        </h3>
        <span
          className={cn(
            'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-bold tabular-nums ring-1',
            state.complete ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-amber-50 text-amber-900 ring-amber-200',
          )}
          data-testid="door-progress"
        >
          {state.complete ? <CircleCheck className="h-3.5 w-3.5" aria-hidden="true" /> : null}
          {t('door.progress', { scanned: scannedCount, total: tags.length })}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">{state.complete ? t('door.allScanned') : t('door.intro')}</p>

      <ul aria-label={t('door.list')} className="mt-3 flex flex-wrap gap-2">
        {tags.map((tag) => {
          const done = tag.scanned_at !== null;
          return (
            <li
              key={tag.id}
              data-scanned={done || undefined}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-full py-1 pr-3 pl-2 ring-1',
                done ? 'bg-emerald-50 ring-emerald-200' : 'bg-white ring-slate-200',
              )}
            >
              {done ? (
                <CircleCheck className="h-4 w-4 text-emerald-600" aria-hidden="true" />
              ) : (
                <span className="h-4 w-4 rounded-full border-2 border-slate-300" aria-hidden="true" />
              )}
              <span translate="no" className="font-mono text-sm font-bold text-ink">
                {tag.code}
              </span>
              <span className="sr-only">{done ? t('door.done') : t('door.waiting')}</span>
            </li>
          );
        })}
      </ul>

      {!state.complete && !stopped ? (
        <>
          <div className="mt-3">
            <Label htmlFor={inputId}>{t('door.codeLabel')}</Label>
            <div className="flex gap-2">
              <Input
                id={inputId}
                value={code}
                onChange={(event) => {
                  setCode(event.target.value.toUpperCase());
                  setError(null);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') submit(event);
                }}
                placeholder={TAG_CODE_EXAMPLE}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                translate="no"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className="font-mono text-lg font-bold tracking-wider uppercase"
              />
              <Button type="button" variant="secondary" className="h-12 shrink-0 px-4" onClick={submit} disabled={scan.isPending}>
                {scan.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
                {scan.isPending ? t('door.checking') : t('door.check')}
              </Button>
            </div>
            {error ? <FieldError id={errorId}>{error}</FieldError> : null}
          </div>
          <Button
            type="button"
            variant="ghost"
            className="mt-2 h-11 w-full bg-white ring-1 ring-brand-200"
            aria-pressed={scanning}
            onClick={() => setScanning((open) => !open)}
          >
            {scanning ? <CameraOff className="h-4 w-4" aria-hidden="true" /> : <Camera className="h-4 w-4" aria-hidden="true" />}
            {scanning ? t('tags.stopScan') : t('tags.scan')}
          </Button>
          {scanning ? (
            <div className="mt-3">
              <Suspense fallback={<p className="text-sm text-slate-600">{t('tags.starting')}</p>}>
                <TagScanner
                  onCode={(scanned) => void check(scanned)}
                  labels={{
                    starting: t('tags.starting'),
                    scanning: t('tags.scanning'),
                    unavailable: t('tags.cameraUnavailable'),
                  }}
                />
              </Suspense>
            </div>
          ) : null}
        </>
      ) : null}

      <div aria-live="polite">
        {notice ? (
          <p
            className={cn(
              'mt-3 flex gap-2 rounded-2xl px-3 py-2 text-sm font-medium ring-1',
              notice.warn ? 'bg-amber-50 text-amber-900 ring-amber-200' : 'bg-emerald-50 text-emerald-800 ring-emerald-200',
            )}
            data-testid="door-notice"
          >
            {notice.warn ? <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" /> : null}
            {notice.text}
          </p>
        ) : null}
      </div>
      {state.unexpected.length > 0 ? (
        <p className="mt-2 text-sm text-amber-900">
          {t('door.unexpectedList')}:{' '}
          <span translate="no" className="font-mono font-bold">
            {state.unexpected.map((item) => item.code).join(', ')}
          </span>
        </p>
      ) : null}

      {stopped ? (
        <p
          role="alert"
          className="mt-3 flex gap-2.5 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
        >
          <SearchX className="mt-0.5 h-4 w-4 shrink-0 text-red-500" aria-hidden="true" />
          {stopped}
        </p>
      ) : !state.complete ? (
        confirming ? (
          <div className="mt-3 rounded-2xl bg-white p-3 ring-1 ring-red-200" data-testid="missing-confirm">
            <p className="text-sm font-medium text-ink">{t('door.missingConfirm', { codes: missing.join(', ') })}</p>
            <div className="mt-2 grid grid-cols-2 gap-2">
              <Button type="button" variant="secondary" onClick={() => setConfirming(false)} disabled={report.isPending}>
                {t('door.missingCancel')}
              </Button>
              <Button
                type="button"
                className="bg-red-600 hover:bg-red-700"
                onClick={() => void reportMissing()}
                disabled={report.isPending}
              >
                {report.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
                {report.isPending ? t('door.missingSending') : t('door.missingSend')}
              </Button>
            </div>
          </div>
        ) : (
          <Button type="button" variant="danger-ghost" className="mt-2 w-full" onClick={() => setConfirming(true)}>
            <SearchX className="h-4 w-4" aria-hidden="true" />
            {t('door.missing')}
          </Button>
        )
      ) : null}
    </fieldset>
  );
}
