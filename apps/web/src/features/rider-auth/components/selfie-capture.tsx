import { Camera, CameraOff, RefreshCw, Upload, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import en from '@/locales/en/rider';
import { useFilePreview } from '../hooks/use-file-preview';

/** True inside an iframe (or when the browser will not even say, which only happens cross-origin). */
function isEmbeddedView(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

function cameraSupported(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** Why the camera cannot be used, in English (the screen shows them in the interface language). */
export const CAMERA_MESSAGES = en.selfie.problems;
type CameraProblem = keyof typeof CAMERA_MESSAGES;

function cameraErrorMessage(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'notFound';
    default:
      return 'unavailable';
  }
}

function stopStream(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}

interface SelfieCaptureProps {
  /** Id of the visible "Selfie" label, so the controls are announced with it. */
  labelId: string;
  value: Blob | null;
  onChange: (selfie: Blob | null) => void;
  /** False while the Register tab is hidden: the camera must not keep running. */
  active: boolean;
  invalid?: boolean;
}

type CameraState = 'off' | 'starting' | 'live';

export function SelfieCapture({ labelId, value, onChange, active, invalid }: SelfieCaptureProps) {
  const { t } = useTranslation('rider');
  const fallbackId = useId();
  const [embedded] = useState(isEmbeddedView);
  const [supported] = useState(cameraSupported);
  const [camera, setCamera] = useState<CameraState>('off');
  const [problem, setProblem] = useState<CameraProblem | null>(embedded ? 'embedded' : supported ? null : 'unsupported');
  const streamRef = useRef<MediaStream | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  /** Bumped whenever the camera is closed, so a permission prompt answered later cannot reopen it. */
  const sessionRef = useRef(0);
  const preview = useFilePreview(value);
  const canUseCamera = !embedded && supported;
  const showFallback = problem !== null;

  function closeCamera() {
    sessionRef.current += 1;
    stopStream(streamRef.current);
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setCamera('off');
  }

  // Hiding the Register tab closes the camera: the state here, the stream in the effect below.
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (!active) setCamera('off');
  }
  useEffect(() => {
    if (active) return;
    sessionRef.current += 1;
    stopStream(streamRef.current);
    streamRef.current = null;
  }, [active]);
  // And so does leaving the page.
  useEffect(
    () => () => {
      sessionRef.current += 1;
      stopStream(streamRef.current);
      streamRef.current = null;
    },
    [],
  );

  useEffect(() => {
    const video = videoRef.current;
    if (camera !== 'live' || !video || !streamRef.current) return;
    video.srcObject = streamRef.current;
    // autoPlay covers browsers where play() is refused or returns nothing.
    try {
      void Promise.resolve(video.play()).catch(() => undefined);
    } catch {
      // Nothing to do: the preview starts with autoPlay.
    }
  }, [camera]);

  async function openCamera() {
    if (!canUseCamera) return;
    closeCamera();
    const session = sessionRef.current;
    setProblem(null);
    setCamera('starting');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' }, audio: false });
      if (session !== sessionRef.current) {
        stopStream(stream);
        return;
      }
      streamRef.current = stream;
      setCamera('live');
    } catch (error) {
      if (session !== sessionRef.current) return;
      setCamera('off');
      setProblem(cameraErrorMessage(error));
    }
  }

  function capture() {
    const video = videoRef.current;
    const width = video?.videoWidth ?? 0;
    const height = video?.videoHeight ?? 0;
    const canvas = document.createElement('canvas');
    const context = width && height ? canvas.getContext('2d') : null;
    if (!video || !context) {
      closeCamera();
      setProblem('captureFailed');
      return;
    }
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    closeCamera();
    canvas.toBlob(
      (blob) => {
        if (blob) onChange(new File([blob], 'selfie.jpg', { type: 'image/jpeg' }));
        else setProblem('captureFailed');
      },
      'image/jpeg',
      0.9,
    );
  }

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) onChange(file);
    event.target.value = '';
  }

  const live = camera === 'live';
  const starting = camera === 'starting';

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={cn(
        'overflow-hidden rounded-2xl bg-slate-50 ring-1 transition-shadow',
        invalid ? 'ring-2 ring-red-300' : 'ring-slate-200',
      )}
    >
      {live || starting ? (
        <div className="relative bg-slate-900">
          {/* Mirrored like a mirror while framing; the captured photo is not mirrored. */}
          <video
            ref={videoRef}
            autoPlay
            playsInline
            muted
            aria-label={t('selfie.cameraPreview')}
            className="aspect-[4/3] w-full -scale-x-100 object-cover"
          />
          {starting ? (
            <p role="status" className="absolute inset-0 flex items-center justify-center text-sm font-medium text-white/80">
              {t('selfie.opening')}
            </p>
          ) : null}
          <div className="flex items-center justify-center gap-2 bg-slate-900/90 p-3">
            <Button size="sm" variant="secondary" onClick={closeCamera}>
              <X className="h-4 w-4" aria-hidden="true" />
              {t('selfie.cancel')}
            </Button>
            <Button size="sm" onClick={capture} disabled={!live}>
              <Camera className="h-4 w-4" aria-hidden="true" />
              {t('selfie.capture')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex items-center gap-4 p-4">
          <div className="flex h-20 w-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-white ring-1 ring-slate-200">
            {preview ? (
              <img src={preview} alt={t('selfie.yourSelfie')} className="h-full w-full object-cover" />
            ) : (
              <Camera className="h-7 w-7 text-slate-300" aria-hidden="true" />
            )}
          </div>
          <div className="min-w-0 flex-1 space-y-2">
            <p className="text-sm text-slate-600">{value ? t('selfie.ready') : t('selfie.prompt')}</p>
            <div className="flex flex-wrap gap-2">
              {canUseCamera ? (
                <Button size="sm" variant={value ? 'secondary' : 'primary'} onClick={() => void openCamera()}>
                  {value ? (
                    <RefreshCw className="h-4 w-4" aria-hidden="true" />
                  ) : (
                    <Camera className="h-4 w-4" aria-hidden="true" />
                  )}
                  {value ? t('selfie.retake') : t('selfie.take')}
                </Button>
              ) : null}
              {value ? (
                <Button size="sm" variant="ghost" onClick={() => onChange(null)}>
                  {t('selfie.remove')}
                </Button>
              ) : null}
            </div>
          </div>
        </div>
      )}
      {showFallback ? (
        <div className="space-y-3 border-t border-slate-200 bg-white p-4">
          <p role="status" className="flex gap-2 text-sm text-amber-900">
            <CameraOff className="mt-0.5 h-4 w-4 shrink-0 text-amber-500" aria-hidden="true" />
            {problem ? t(`selfie.problems.${problem}`) : null}
          </p>
          <label
            htmlFor={fallbackId}
            className="flex cursor-pointer items-center justify-center gap-2 rounded-xl bg-white px-4 py-2.5 text-sm font-semibold text-ink ring-1 ring-slate-200 hover:bg-slate-50 has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-brand-500"
          >
            <Upload className="h-4 w-4 text-brand-600" aria-hidden="true" />
            {value ? t('selfie.chooseDifferent') : t('selfie.upload')}
            <input id={fallbackId} type="file" accept="image/*" capture="user" className="sr-only" onChange={onFileChosen} />
          </label>
        </div>
      ) : null}
    </div>
  );
}
