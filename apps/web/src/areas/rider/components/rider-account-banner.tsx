import type { Rider } from '@washday/core';
import { AUTH_MESSAGES } from '@washday/core';
import { Clock, OctagonX } from 'lucide-react';

/** Shown when an admin has not (or no longer) approved the rider (rider-portal.md §2.3). */
export function RiderAccountBanner({ rider }: { rider: Rider }) {
  if (rider.status === 'approved') return null;
  const pending = rider.status === 'pending';
  return (
    <div
      role="status"
      className={
        pending
          ? 'flex gap-3 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200'
          : 'flex gap-3 rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200'
      }
    >
      {pending ? (
        <Clock className="mt-0.5 h-4.5 w-4.5 shrink-0 text-amber-500" aria-hidden="true" />
      ) : (
        <OctagonX className="mt-0.5 h-4.5 w-4.5 shrink-0 text-red-500" aria-hidden="true" />
      )}
      <div>
        <p className="font-bold">{pending ? 'Account Pending Approval' : 'Account Rejected'}</p>
        <p className="mt-0.5">
          {pending
            ? 'An admin is checking your details. You can take orders once your account is approved.'
            : (rider.rejectionReason ?? AUTH_MESSAGES.riderRejectedFallback)}
        </p>
      </div>
    </div>
  );
}
