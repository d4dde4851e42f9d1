import { TAG_CODE_EXAMPLE, parseTagCode } from '@washday/core';
import { Camera, CameraOff, CircleCheck, LoaderCircle, Tag, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError, FieldHint, Input, Label } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { translateMessage } from '@/lib/i18n';
import { useAttachTag, useOrderTags, useRemoveTag } from '../api/order-tags';
import { tagErrorMessage } from '../utils/tag-messages';

// The camera and its QR reader come only when the rider opens them.
const TagScanner = lazy(() => import('@/components/tag-scanner/tag-scanner'));

export interface PickupTagsPanelProps {
  orderId: string;
  /** The count the rider confirms; the pickup completes when the tags match it. */
  confirmed: number;
  /** How many tags the order carries, whenever it changes (null while unknown). */
  onTaggedChange: (tagged: number | null) => void;
  disabled?: boolean;
}

/**
 * Tags at the door (decision 0034): a printed label on each garment (or bag, for washing by weight), scanned with the
 * camera or typed; the list with a remove button each, and how many are tagged against the confirmed count.
 */
export function PickupTagsPanel({ orderId, confirmed, onTaggedChange, disabled = false }: PickupTagsPanelProps) {
  const { t } = useTranslation('rider');
  const inputId = useId();
  const titleId = useId();
  const errorId = useId();
  const hintId = useId();
  const tagsQuery = useOrderTags(orderId);
  const attach = useAttachTag(orderId);
  const remove = useRemoveTag(orderId);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);

  const tags = tagsQuery.data?.tags ?? [];
  const tagged = tagsQuery.data ? tags.length : null;
  useEffect(() => onTaggedChange(tagged), [tagged, onTaggedChange]);
  const matches = tagged !== null && confirmed > 0 && tagged === confirmed;

  async function add(text: string) {
    const parsed = parseTagCode(text);
    if (!parsed.ok) {
      setError(translateMessage(parsed.message));
      return;
    }
    setError(null);
    try {
      const answer = await attach.mutateAsync(parsed.code);
      setNotice(
        answer.message === 'Tag added' ? t('tags.added', { code: parsed.code }) : t('tags.already', { code: parsed.code }),
      );
      setCode('');
    } catch (failure) {
      setNotice(null);
      setError(tagErrorMessage(failure, t));
    }
  }

  // Enter or Add: the panel sits inside the complete form, so Enter must not submit that.
  function submit(event: { preventDefault(): void }) {
    event.preventDefault();
    if (!attach.isPending) void add(code);
  }

  async function takeOff(tagId: string) {
    setRemoving(tagId);
    setNotice(null);
    try {
      await remove.mutateAsync(tagId);
      setError(null);
    } catch (failure) {
      setError(tagErrorMessage(failure, t));
    } finally {
      setRemoving(null);
    }
  }

  return (
    <fieldset className="rounded-3xl bg-slate-50 p-4 ring-1 ring-slate-200" disabled={disabled} aria-labelledby={titleId}>
      <div className="flex items-center justify-between gap-3">
        <h3 id={titleId} className="flex items-center gap-2 text-base font-bold text-ink">
          <Tag className="h-4 w-4 text-brand-700" aria-hidden="true" />
          {t('tags.title')}
        </h3>
        {tagged !== null ? (
          <span
            className={cn(
              'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-bold tabular-nums ring-1',
              matches ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-amber-50 text-amber-900 ring-amber-200',
            )}
            data-testid="tag-progress"
          >
            {matches ? <CircleCheck className="h-3.5 w-3.5" aria-hidden="true" /> : null}
            {t('tags.progress', { tagged, confirmed: confirmed || 0 })}
          </span>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">{tagsQuery.data?.kind === 'bag' ? t('tags.hintBag') : t('tags.hintGarment')}</p>

      <div className="mt-3">
        <Label htmlFor={inputId}>{t('tags.codeLabel')}</Label>
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
            aria-describedby={error ? errorId : hintId}
            className="font-mono text-lg font-bold tracking-wider uppercase"
          />
          <Button type="button" variant="secondary" className="h-12 shrink-0 px-4" onClick={submit} disabled={attach.isPending}>
            {attach.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
            {attach.isPending ? t('tags.adding') : t('tags.add')}
          </Button>
        </div>
        {error ? (
          <FieldError id={errorId}>{error}</FieldError>
        ) : (
          <FieldHint id={hintId}>
            <span aria-live="polite">{notice ?? (tagsQuery.isError ? t('tags.loadFailed') : '')}</span>
          </FieldHint>
        )}
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
              onCode={(scanned) => void add(scanned)}
              labels={{ starting: t('tags.starting'), scanning: t('tags.scanning'), unavailable: t('tags.cameraUnavailable') }}
            />
          </Suspense>
        </div>
      ) : null}

      <ul aria-label={t('tags.list')} className="mt-3 flex flex-wrap gap-2">
        {tags.length === 0 ? <li className="text-sm text-slate-500">{t('tags.empty')}</li> : null}
        {tags.map((tag) => (
          <li key={tag.id} className="inline-flex items-center gap-1 rounded-full bg-white py-1 pr-1 pl-3 ring-1 ring-slate-200">
            <span translate="no" className="font-mono text-sm font-bold text-ink">
              {tag.code}
            </span>
            <button
              type="button"
              className="inline-flex h-8 w-8 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-red-700 disabled:opacity-40"
              aria-label={t('tags.remove', { code: tag.code })}
              disabled={removing !== null}
              onClick={() => void takeOff(tag.id)}
            >
              {removing === tag.id ? (
                <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <X className="h-4 w-4" aria-hidden="true" />
              )}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
