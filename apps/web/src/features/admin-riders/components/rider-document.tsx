import { FileX2, ImageOff, Maximize2 } from 'lucide-react';
import { useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';

export interface RiderDocumentProps {
  /** The private URL (the browser sends the admin's cookie), or null when the rider has none on file. */
  url: string | null;
  label: string;
  riderName: string;
}

/** One identity document as a thumbnail; a click opens it full size to compare with the rider's details. */
export function RiderDocument({ url, label, riderName }: RiderDocumentProps) {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [open, setOpen] = useState(false);
  const alt = `${label} of ${riderName}`;

  if (!url) {
    return (
      <figure className="flex aspect-[4/3] flex-col items-center justify-center gap-1.5 rounded-2xl bg-slate-50 text-center ring-1 ring-slate-200 ring-inset">
        <FileX2 className="h-5 w-5 text-slate-500" aria-hidden="true" />
        <figcaption className="text-xs font-semibold text-slate-500">{label}: not on file</figcaption>
      </figure>
    );
  }

  return (
    <>
      <figure className="group relative">
        <button
          type="button"
          onClick={() => setOpen(true)}
          disabled={state === 'failed'}
          // A failed image says so on the button, and so does its name (WCAG 2.5.3: the name holds the words shown).
          aria-label={state === 'failed' ? `Could not load the image: ${alt}` : `Open ${alt}`}
          className="relative block aspect-[4/3] w-full overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-200 ring-inset focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          {state === 'loading' ? <span className="absolute inset-0 animate-pulse bg-slate-200/70" aria-hidden="true" /> : null}
          {state === 'failed' ? (
            <span className="absolute inset-0 flex flex-col items-center justify-center gap-1.5 text-xs font-semibold text-slate-500">
              <ImageOff className="h-5 w-5" aria-hidden="true" />
              Could not load the image
            </span>
          ) : (
            <img
              src={url}
              alt={alt}
              loading="lazy"
              onLoad={() => setState('ready')}
              onError={() => setState('failed')}
              className={cn('h-full w-full object-cover transition-opacity', state === 'ready' ? 'opacity-100' : 'opacity-0')}
            />
          )}
          {state === 'ready' ? (
            <span className="absolute top-2 right-2 inline-flex h-7 w-7 items-center justify-center rounded-full bg-ink/60 text-white opacity-0 transition-opacity group-hover:opacity-100">
              <Maximize2 className="h-3.5 w-3.5" aria-hidden="true" />
            </span>
          ) : null}
        </button>
        <figcaption className="mt-1.5 text-xs font-semibold text-slate-500">{label}</figcaption>
      </figure>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent widthClassName="min-[48rem]:max-w-3xl" className="gap-3 p-5">
          <div className="pr-10">
            <DialogTitle className="text-lg">{label}</DialogTitle>
            <DialogDescription>{riderName}</DialogDescription>
          </div>
          <img src={url} alt={alt} className="max-h-[70dvh] w-full rounded-2xl bg-slate-100 object-contain" />
        </DialogContent>
      </Dialog>
    </>
  );
}
