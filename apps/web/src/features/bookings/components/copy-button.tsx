import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/cn';

/** Copies `value`; the icon turns into a tick for 2 seconds. */
export function CopyButton({ value, label, className }: { value: string; label: string; className?: string }) {
  const { t } = useTranslation('bookings');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success(t('copy.done'));
    } catch {
      toast.error(t('copy.failed'));
    }
  };

  return (
    <button
      type="button"
      // While it says Copied, that is its name too (WCAG 2.5.3: the name holds the words shown).
      aria-label={copied ? undefined : label}
      onClick={() => void copy()}
      className={cn(
        'inline-flex h-11 shrink-0 items-center gap-1.5 rounded-xl px-3.5 text-sm font-semibold transition',
        copied
          ? 'bg-emerald-50 text-emerald-700 ring-1 ring-emerald-200'
          : 'bg-white text-brand-700 ring-1 ring-slate-200 hover:bg-brand-50',
        className,
      )}
    >
      {copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
      {copied ? t('copy.copied') : t('copy.copy')}
    </button>
  );
}
