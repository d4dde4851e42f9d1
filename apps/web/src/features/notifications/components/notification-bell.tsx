import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useUnreadCount } from '../api/get-unread-count';
import { formatUnreadCount } from '../utils/unread-count';
import { NotificationsDialog } from './notifications-dialog';

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
  const [open, setOpen] = useState(false);
  const count = useUnreadCount({ enabled: signedIn });
  if (!signedIn) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
        className="relative inline-flex h-10 w-10 items-center justify-center rounded-full bg-white text-ink shadow-soft ring-1 ring-slate-900/5 transition-colors hover:bg-brand-50 hover:text-brand-800"
      >
        <Bell className="h-[18px] w-[18px] text-brand-600" aria-hidden="true" />
        {count > 0 ? (
          <span
            data-testid="unread-count"
            className="absolute -top-1 -right-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-500 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white tabular-nums"
          >
            {formatUnreadCount(count)}
          </span>
        ) : null}
      </button>
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
    </>
  );
}
