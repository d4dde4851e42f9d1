import { parseTagCode } from '@washday/core';
import { LoaderCircle, ScanLine } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { createQrReader } from './qr-reader';

/** How often a frame is read, and how long the same code is ignored after it was read (the label is still in view). */
const READ_EVERY_MS = 250;
const SAME_CODE_PAUSE_MS = 2500;

export interface TagScannerProps {
  /** A tag code read from a QR (as printed); called once per label while it stays in view. */
  onCode: (code: string) => void;
  /** Its words, in the caller's namespace (the rider's and the laundry's areas each load their own strings). */
  labels: { starting: string; scanning: string; unavailable: string };
}

/**
 * The back camera, reading label QR codes until it is closed: each code read is handed over, so the rider (at pickup)
 * or the laundry (intake, packing) scans one label after another. Loaded lazily (with the QR reader) by the tag
 * panels that use it, never on the first load.
 */
export default function TagScanner({ onCode, labels }: TagScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'scanning' | 'failed'>('starting');
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const last = { code: '', at: 0 };
    async function start() {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        const reader = await createQrReader();
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        setState('scanning');
        const tick = async () => {
          if (stopped || !video.current) return;
          const text = await reader.read(video.current).catch(() => null);
          const parsed = text ? parseTagCode(text) : null;
          const now = Date.now();
          if (parsed?.ok && (parsed.code !== last.code || now - last.at > SAME_CODE_PAUSE_MS)) {
            last.code = parsed.code;
            last.at = now;
            handler.current(parsed.code);
          }
          timer = setTimeout(() => void tick(), READ_EVERY_MS);
        };
        void tick();
      } catch {
        if (!stopped) setState('failed');
      }
    }
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  if (state === 'failed')
    return (
      <p role="alert" className="rounded-2xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
        {labels.unavailable}
      </p>
    );
  return (
    <div className="relative overflow-hidden rounded-2xl bg-slate-900 ring-1 ring-slate-200">
      <video
        ref={video}
        muted
        playsInline
        className="w-full object-cover"
        style={{ aspectRatio: 4 / 3 }}
        aria-label={labels.scanning}
      />
      <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
        <div className="rounded-3xl border-4 border-white/80" style={{ width: 160, height: 160 }} />
      </div>
      <p className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-2 bg-slate-900/70 px-3 py-2 text-sm font-semibold text-white">
        {state === 'starting' ? (
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <ScanLine className="h-4 w-4" aria-hidden="true" />
        )}
        {state === 'starting' ? labels.starting : labels.scanning}
      </p>
    </div>
  );
}
