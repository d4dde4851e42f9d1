import { AlertTriangle, X } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec: the banner hides itself after 15 s and comes back at most every 30 s while changes still wait. */
export const BANNER_VISIBLE_MS = 15_000;
export const BANNER_REPEAT_MS = 30_000;

/**
 * The red 'N Order Change(s) Need Your Approval' banner with Review Now and close (customer-app.md §2). A new
 * pending change shows it at once, whatever was dismissed before.
 */
export function PendingChangesBanner({ pendingIds, onReview }: { pendingIds: readonly string[]; onReview: () => void }) {
  const key = pendingIds.join(',');
  const [dismissed, setDismissed] = useState<string | null>(null);
  const visible = pendingIds.length > 0 && dismissed !== key;

  useEffect(() => {
    const timer = visible
      ? setTimeout(() => setDismissed(key), BANNER_VISIBLE_MS)
      : dismissed
        ? setTimeout(() => setDismissed(null), BANNER_REPEAT_MS)
        : null;
    return () => {
      if (timer) clearTimeout(timer);
    };
  }, [visible, key, dismissed]);

  if (!visible) return null;
  // Its words (My Bookings' namespace) are fetched when it first shows: most visits have no change waiting.
  return (
    <Suspense fallback={null}>
      <PendingChangesAlert count={pendingIds.length} onReview={onReview} onClose={() => setDismissed(key)} />
    </Suspense>
  );
}

function PendingChangesAlert({ count, onReview, onClose }: { count: number; onReview: () => void; onClose: () => void }) {
  const { t } = useTranslation('bookings');
  return (
    <div role="alert" className="flex items-center gap-3 rounded-2xl bg-red-600 px-4 py-3 text-white shadow-soft">
      <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden="true" />
      <p className="min-w-0 flex-1 text-sm font-bold">{t('verifications.banner', { count })}</p>
      <button
        type="button"
        onClick={onReview}
        className="shrink-0 rounded-xl bg-white px-3 py-1.5 text-sm font-bold text-red-700 hover:bg-red-50"
      >
        {t('verifications.reviewNow')}
      </button>
      <button
        type="button"
        onClick={onClose}
        aria-label={t('verifications.close')}
        className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full hover:bg-red-700"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </div>
  );
}
