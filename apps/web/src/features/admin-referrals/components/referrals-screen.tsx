import { REFERRAL_STATUS_FILTERS } from '@washday/core';
import { Gift, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { ListEmpty, ListError, PaginationBar, TableSkeleton } from '@/components/table-states';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { describeError } from '@/lib/request-errors';
import { useReferralStats } from '../api/get-referral-stats';
import { useReferrals } from '../api/get-referrals';
import { STATUS_FILTER_LABELS, termsText, type ReferralStatusFilter } from '../utils/referral-format';
import { ReferralStats } from './referral-stats';
import { ReferralsTable } from './referrals-table';

const EMPTY: Record<ReferralStatusFilter, { title: string; text: string }> = {
  all: { title: 'No referrals yet', text: "When a new customer signs up with a friend's code, the referral shows here." },
  pending: { title: 'No pending referrals', text: "Every referred friend's first order has been completed." },
  completed: {
    title: 'No completed referrals yet',
    text: "A referral completes when the friend's first order is delivered; the referrer's reward is issued then.",
  },
};

/** Refer & Earn for operations (admin-and-backend.md §7): the programme's figures and every referral, by status. */
export function ReferralsScreen() {
  const [status, setStatus] = useState<ReferralStatusFilter>('all');
  const [pageOf, setPageOf] = useState<{ status: ReferralStatusFilter; page: number }>({ status: 'all', page: 1 });
  // A new filter starts again at page 1.
  const page = pageOf.status === status ? pageOf.page : 1;
  const referrals = useReferrals({ status, page });
  const stats = useReferralStats();
  const answer = referrals.data;
  const refreshing = referrals.isFetching || stats.isFetching;

  return (
    <section aria-labelledby="referrals-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="referrals-title" className="text-xl font-extrabold tracking-tight text-ink">
            Referrals
          </h2>
          <p className="mt-0.5 max-w-3xl text-sm text-slate-500">
            {stats.data
              ? termsText(stats.data.terms)
              : 'Customers who signed up with a friend’s code, and the coupons the programme issued.'}
          </p>
        </div>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void Promise.all([referrals.refetch(), stats.refetch()])}
          disabled={refreshing}
          aria-label="Refresh referrals"
        >
          <RefreshCw className={cn('h-4 w-4', refreshing && 'animate-spin')} aria-hidden="true" />
        </Button>
      </div>

      <ReferralStats stats={stats} />

      <div className="overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
        <div className="flex flex-wrap items-center gap-3 border-b border-slate-100 px-5 py-3">
          <div role="group" aria-label="Referral status" className="inline-flex gap-1 rounded-xl bg-slate-100 p-1">
            {REFERRAL_STATUS_FILTERS.map((s) => (
              <button
                key={s}
                type="button"
                aria-pressed={status === s}
                onClick={() => setStatus(s)}
                className={cn(
                  'inline-flex h-8 items-center rounded-lg px-3 text-sm font-semibold text-slate-600 transition-colors hover:text-ink',
                  status === s && 'bg-white text-ink shadow-soft',
                )}
              >
                {STATUS_FILTER_LABELS[s]}
              </button>
            ))}
          </div>
          {answer ? (
            <p className="ml-auto text-sm text-slate-500 tabular-nums">
              {answer.pagination.total} {answer.pagination.total === 1 ? 'referral' : 'referrals'}
            </p>
          ) : null}
        </div>

        {referrals.isPending ? (
          <TableSkeleton label="Loading referrals" />
        ) : referrals.isError && !answer ? (
          <ListError
            message={describeError(referrals.error, 'Could not load the referrals')}
            onRetry={() => void referrals.refetch()}
            retrying={referrals.isFetching}
          />
        ) : answer && answer.referrals.length === 0 && answer.pagination.total > 0 ? (
          // The list shrank under a later page (another filter's counts moved): offer the way back.
          <ListEmpty
            icon={<Gift className="h-6 w-6" aria-hidden="true" />}
            title="Nothing on this page"
            action={
              <Button size="sm" variant="secondary" onClick={() => setPageOf({ status, page: 1 })}>
                Back to page 1
              </Button>
            }
          >
            {`This list holds ${answer.pagination.total} ${answer.pagination.total === 1 ? 'referral' : 'referrals'}; this page is past its end.`}
          </ListEmpty>
        ) : answer && answer.referrals.length === 0 ? (
          <ListEmpty icon={<Gift className="h-6 w-6" aria-hidden="true" />} title={EMPTY[status].title}>
            {EMPTY[status].text}
          </ListEmpty>
        ) : answer ? (
          <>
            {referrals.isError ? (
              <p role="alert" className="bg-amber-50 px-5 py-2 text-xs font-medium text-amber-800">
                Could not refresh: {describeError(referrals.error, 'the server did not answer')}. Showing the last list.
              </p>
            ) : null}
            <ReferralsTable referrals={answer.referrals} />
            <PaginationBar
              page={answer.pagination.page}
              limit={answer.pagination.limit}
              total={answer.pagination.total}
              onPage={(next) => setPageOf({ status, page: next })}
            />
          </>
        ) : null}
      </div>
    </section>
  );
}
