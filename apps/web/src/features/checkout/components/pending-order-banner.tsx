import { CloudUpload, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { translateMessage } from '@/lib/i18n';
import { CHECKOUT_MESSAGES } from '../utils/checkout-validation';

interface PendingOrderBannerProps {
  count: number;
  sending: boolean;
  onDiscard?: () => void;
  className?: string;
}

/** 'Waiting to send': an order kept on the device until the connection returns. Never shown as placed. */
export function PendingOrderBanner({ count, sending, onDiscard, className }: PendingOrderBannerProps) {
  const { t } = useTranslation('checkout');
  if (count <= 0) return null;
  return (
    <div
      role="status"
      className={cn('flex items-start gap-3 rounded-2xl bg-sky-50 px-4 py-3 text-sky-950 ring-1 ring-sky-200', className)}
    >
      <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-white text-sky-600 shadow-soft">
        {sending ? (
          <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
        ) : (
          <CloudUpload className="h-5 w-5" aria-hidden="true" />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-bold">
          {sending ? translateMessage(CHECKOUT_MESSAGES.sending) : t('pending.waiting', { count })}
        </p>
        <p className="mt-0.5 text-sm text-sky-900/80">{translateMessage(CHECKOUT_MESSAGES.waitingToSend)}</p>
      </div>
      {onDiscard && !sending ? (
        <button
          type="button"
          onClick={onDiscard}
          className="shrink-0 self-center rounded-lg px-2.5 py-2 text-xs font-semibold text-sky-800 hover:bg-sky-100"
        >
          {t('pending.dontSend')}
        </button>
      ) : null}
    </div>
  );
}
