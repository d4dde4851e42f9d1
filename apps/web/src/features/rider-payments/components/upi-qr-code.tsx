import { TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as QrLibrary from 'qrcode';

type QrModule = typeof QrLibrary;

/** The qrcode library, fetched the first time a QR is shown (riders who take cash never download it). */
async function loadQrLibrary(): Promise<QrModule> {
  const module = (await import('qrcode')) as QrModule & { default?: QrModule };
  return module.default ?? module;
}

/**
 * `content` (a upi://pay intent) drawn as a QR code by the qrcode library, as an SVG image that scales to its box
 * sharply. Medium error correction and a quiet zone of 2 modules: scans from a phone held at arm's length.
 */
export function UpiQrCode({ content, label }: { content: string; label: string }) {
  const { t } = useTranslation('rider');
  const [drawn, setDrawn] = useState<{ content: string; svg: string } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadQrLibrary()
      .then((qr) =>
        qr.toString(content, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#0f172a', light: '#ffffff' } }),
      )
      .then((svg) => {
        if (!cancelled) setDrawn({ content, svg });
      })
      .catch(() => {
        if (!cancelled) setFailed(content);
      });
    return () => {
      cancelled = true;
    };
  }, [content]);

  if (failed === content)
    return (
      <p role="alert" className="flex gap-2 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
        <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-red-500" aria-hidden="true" />
        {t('collect.qr.drawFailed')}
      </p>
    );
  if (drawn?.content !== content)
    return <div aria-hidden="true" className="aspect-square w-full animate-pulse rounded-2xl bg-slate-100" />;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(drawn.svg)}`}
      alt={label}
      data-testid="upi-qr"
      className="aspect-square w-full rounded-2xl bg-white [image-rendering:pixelated]"
    />
  );
}
