import { ADMIN_RIDER_MESSAGES, RIDER_STATUSES, type AdminRider, type RiderStatus } from '@washday/core';
import { ChevronLeft, ChevronRight, UserCheck, UserRoundSearch, UserX } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Skeleton } from '@/components/ui/skeleton';
import { useNow } from '@/hooks/use-now';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { describeError } from '@/lib/request-errors';
import { useAdminRiders } from '../api/get-admin-riders';
import { useVerifyRider } from '../api/verify-rider';
import { PanelEmpty, PanelError } from '@/components/panel-states';
import { RejectRiderDialog } from './reject-rider-dialog';
import { RiderVerificationCard } from './rider-verification-card';

const STATUS_TABS: Record<RiderStatus, { label: string; empty: string; emptyHint: string; icon: typeof UserCheck }> = {
  pending: {
    label: 'Pending',
    empty: 'No riders waiting for verification',
    emptyHint: 'New registrations appear here with their ID card and selfie.',
    icon: UserRoundSearch,
  },
  approved: {
    label: 'Approved',
    empty: 'No approved riders yet',
    emptyHint: 'Riders you approve can log in and go active.',
    icon: UserCheck,
  },
  rejected: {
    label: 'Rejected',
    empty: 'No rejected riders',
    emptyHint: 'Riders you reject are listed here with the reason.',
    icon: UserX,
  },
};

/**
 * Rider verification (admin-and-backend.md §2 Riders, §4): pending riders newest first with their documents,
 * Approve, and Reject with a reason; approved and rejected riders under their own tabs.
 */
export function RiderVerificationBoard() {
  const [status, setStatus] = useState<RiderStatus>('pending');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<AdminRider | null>(null);
  const now = useNow(60_000);
  const riders = useAdminRiders(status, page);
  const verify = useVerifyRider();
  const counts = riders.data?.counts;

  const decide = (rider: AdminRider, decision: 'approved' | 'rejected', reason?: string) =>
    verify.mutate(
      { riderId: rider._id, status: decision, ...(reason ? { reason } : {}) },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          setRejecting(null);
        },
        onError: (error) => {
          toast.error(ADMIN_RIDER_MESSAGES.updateFailed, { description: describeError(error, 'Please try again.') });
          // Decided by someone else meanwhile: nothing left to reject here.
          if (error instanceof ApiError && error.status === 409) setRejecting(null);
        },
      },
    );

  const deciding = verify.isPending ? { riderId: verify.variables.riderId, status: verify.variables.status } : null;
  const pagination = riders.data?.pagination;
  const list = riders.data?.riders ?? [];

  return (
    <section aria-labelledby="rider-verification-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="rider-verification-title" className="text-lg font-bold text-ink">
            Rider verification
          </h2>
          <p className="text-sm text-slate-500">
            Compare the Aadhaar card and selfie with the rider&apos;s details before approving.
          </p>
        </div>
        <div
          role="tablist"
          aria-label="Verification status"
          // Across a phone's width, three equal tabs; their own width from a tablet up.
          className="flex w-full gap-1 rounded-2xl bg-white p-1 shadow-soft ring-1 ring-slate-900/5 sm:inline-flex sm:w-auto"
        >
          {RIDER_STATUSES.map((s) => (
            <button
              key={s}
              type="button"
              role="tab"
              aria-selected={status === s}
              onClick={() => {
                setStatus(s);
                setPage(1);
              }}
              className={cn(
                'inline-flex h-9 min-w-0 flex-1 items-center justify-center gap-1.5 rounded-xl px-2 text-sm font-semibold transition-colors sm:flex-none sm:gap-2 sm:px-3.5',
                status === s ? 'bg-ink text-white' : 'text-slate-600 hover:text-ink',
              )}
            >
              {STATUS_TABS[s].label}
              {counts ? (
                <span
                  className={cn(
                    'min-w-6 rounded-full px-1.5 py-0.5 text-xs tabular-nums',
                    status === s
                      ? 'bg-white/20'
                      : s === 'pending' && counts.pending > 0
                        ? 'bg-amber-100 text-amber-800'
                        : 'bg-slate-100',
                  )}
                >
                  {counts[s]}
                </span>
              ) : null}
            </button>
          ))}
        </div>
      </div>

      {riders.isPending ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" role="status" aria-label="Loading riders">
          {[0, 1, 2].map((i) => (
            <div key={i} className="space-y-4 rounded-3xl bg-white p-5 shadow-soft ring-1 ring-slate-900/5">
              <Skeleton className="h-11 w-2/3" />
              <div className="grid grid-cols-2 gap-3">
                <Skeleton className="aspect-[4/3]" />
                <Skeleton className="aspect-[4/3]" />
              </div>
              <Skeleton className="h-14" />
            </div>
          ))}
        </div>
      ) : riders.isError ? (
        <PanelError
          card
          title="Could not load riders"
          message={describeError(riders.error, 'Please try again.')}
          retrying={riders.isFetching}
          onRetry={() => void riders.refetch()}
        />
      ) : list.length === 0 ? (
        <PanelEmpty card icon={STATUS_TABS[status].icon} title={STATUS_TABS[status].empty}>
          {STATUS_TABS[status].emptyHint}
        </PanelEmpty>
      ) : (
        <div className={cn('grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3', riders.isPlaceholderData && 'opacity-60')}>
          {list.map((rider) => (
            <RiderVerificationCard
              key={rider._id}
              rider={rider}
              now={now}
              deciding={deciding?.riderId === rider._id ? deciding.status : null}
              busy={deciding !== null && deciding.riderId !== rider._id}
              onApprove={() => decide(rider, 'approved')}
              onReject={() => setRejecting(rider)}
            />
          ))}
        </div>
      )}

      {pagination && pagination.total > pagination.limit ? (
        <nav aria-label="Pages" className="flex items-center justify-between text-sm text-slate-500">
          <span className="tabular-nums">
            {(pagination.page - 1) * pagination.limit + 1}–{Math.min(pagination.page * pagination.limit, pagination.total)} of{' '}
            {pagination.total}
          </span>
          <span className="flex gap-2">
            <PageButton label="Previous page" disabled={page === 1} onClick={() => setPage((p) => p - 1)} icon={ChevronLeft} />
            <PageButton
              label="Next page"
              disabled={!pagination.hasMore}
              onClick={() => setPage((p) => p + 1)}
              icon={ChevronRight}
            />
          </span>
        </nav>
      ) : null}

      <RejectRiderDialog
        riderName={rejecting?.name ?? null}
        pending={verify.isPending}
        onOpenChange={(open) => !open && setRejecting(null)}
        onReject={(reason) => rejecting && decide(rejecting, 'rejected', reason)}
      />
    </section>
  );
}

function PageButton({
  label,
  disabled,
  onClick,
  icon: Icon,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  icon: typeof ChevronLeft;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex h-9 w-9 items-center justify-center rounded-xl bg-white text-slate-600 shadow-soft ring-1 ring-slate-900/5 hover:text-ink disabled:opacity-40"
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
    </button>
  );
}
