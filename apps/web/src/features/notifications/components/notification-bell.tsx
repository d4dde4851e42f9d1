import { Bell } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MountOnceOpen } from '@/components/mount-once-open';
import { useUnreadCount } from '../api/get-unread-count';
import { formatUnreadCount } from '../utils/unread-count';

// Loaded when the bell is first tapped: the header does not wait for the list.
const NotificationsDialog = lazy(async () => ({ default: (await import('./notifications-dialog')).NotificationsDialog }));

/**
 * The header bell for a signed-in customer: the unread count (99+ above 99), opening the Notifications dialog. Reviewing
 * a rider's change closes the list first, so one dialog is open at a time.
 */
export function NotificationBell({
  signedIn,
  onReviewChanges,
}: {
  signedIn: boolean;
  onReviewChanges?: (verificationId: string) => void;
}) {
  if (!signedIn) return null;
  // Its words (My Bookings' namespace) are not on a guest's first load; a signed-in page fetches them at start (main.tsx).
  return (
    <Suspense fallback={null}>
      <SignedInBell onReviewChanges={onReviewChanges} />
    </Suspense>
  );
}

function SignedInBell({ onReviewChanges }: { onReviewChanges?: (verificationId: string) => void }) {
  const { t } = useTranslation('bookings');
  const [open, setOpen] = useState(false);
  const count = useUnreadCount({ enabled: true });
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        // The name says the count as the badge shows it ('99+'), so it holds the button's visible text (WCAG 2.5.3).
        aria-label={count > 0 ? t('notifications.bellUnread', { unread: formatUnreadCount(count) }) : t('notifications.bell')}
        className="relative inline-flex h-10 w-10 items-center justify-center rounded-full bg-white text-ink shadow-soft ring-1 ring-slate-900/5 transition-colors hover:bg-brand-50 hover:text-brand-800"
      >
        <Bell className="h-[18px] w-[18px] text-brand-600" aria-hidden="true" />
        {count > 0 ? (
          <span
            data-testid="unread-count"
            className="absolute -top-1 -right-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white tabular-nums"
          >
            {formatUnreadCount(count)}
          </span>
        ) : null}
      </button>
      <MountOnceOpen open={open}>
        <NotificationsDialog
          open={open}
          onOpenChange={setOpen}
          onReviewChanges={
            onReviewChanges &&
            ((id) => {
              setOpen(false);
              onReviewChanges(id);
            })
          }
        />
      </MountOnceOpen>
    </>
  );
}
