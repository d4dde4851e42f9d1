import { TAG_CODE_EXAMPLE, parseTagCode } from '@washday/core';
import { Camera, CameraOff, LoaderCircle, ScanLine } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { translateMessage } from '@/lib/i18n';

// The camera and its QR reader come only when the counter opens them.
const TagScanner = lazy(() => import('@/components/tag-scanner/tag-scanner'));

export interface ScanBoxProps {
  /** Sends a well-formed code; true when the server took it (the field then empties for the next one). */
  onCode: (code: string) => Promise<boolean>;
  pending: boolean;
}

/**
 * Where a tag is read: typed (or from a handheld scanner that types and presses Enter), checked by core's code rule
 * before it is sent, or from the tablet's camera.
 */
export function ScanBox({ onCode, pending }: ScanBoxProps) {
  const { t } = useTranslation('vendor');
  const id = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [camera, setCamera] = useState(false);

  async function send(text: string) {
    const parsed = parseTagCode(text);
    if (!parsed.ok) {
      setProblem(translateMessage(parsed.message));
      return;
    }
    setProblem(null);
    if (await onCode(parsed.code)) setCode('');
  }

  return (
    <div>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) void send(code);
        }}
      >
        <Label htmlFor={`${id}-code`}>{t('scan.codeLabel')}</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-code`}
            value={code}
            onChange={(event) => {
              setCode(event.target.value.toUpperCase());
              setProblem(null);
            }}
            placeholder={TAG_CODE_EXAMPLE}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            translate="no"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            className="font-mono text-lg font-bold tracking-wider uppercase"
          />
          <Button type="submit" className="h-12 shrink-0 px-4" disabled={pending}>
            {pending ? (
              <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <ScanLine className="h-4 w-4" aria-hidden="true" />
            )}
            {t('scan.submit')}
          </Button>
        </div>
        <FieldError id={`${id}-error`}>{problem}</FieldError>
      </form>
      <Button
        type="button"
        variant="ghost"
        className="mt-2 h-11 w-full bg-white ring-1 ring-brand-200"
        aria-pressed={camera}
        onClick={() => setCamera((open) => !open)}
      >
        {camera ? <CameraOff className="h-4 w-4" aria-hidden="true" /> : <Camera className="h-4 w-4" aria-hidden="true" />}
        {camera ? t('scan.stopCamera') : t('scan.camera')}
      </Button>
      {camera ? (
        <div className="mt-3">
          <Suspense fallback={<p className="text-sm text-slate-600">{t('scan.cameraStarting')}</p>}>
            <TagScanner
              onCode={(scanned) => void send(scanned)}
              labels={{
                starting: t('scan.cameraStarting'),
                scanning: t('scan.cameraPoint'),
                unavailable: t('scan.cameraUnavailable'),
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
