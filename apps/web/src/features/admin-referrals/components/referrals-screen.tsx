import { REFERRAL_STATUS_FILTERS } from '@washday/core';
import { Gift } from 'lucide-react';
import { useState } from 'react';
import { ScreenHeader } from '@/components/admin-table/screen-header';
import { StatusChips } from '@/components/admin-table/status-chips';
import { TablePanel } from '@/components/admin-table/table-panel';
import { ListEmpty } from '@/components/admin-table/table-states';
import { RefreshButton, TableToolbar } from '@/components/admin-table/table-toolbar';
import { Button } from '@/components/ui/button';
import { useFilterPage } from '@/hooks/use-filter-page';
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
  // A new filter starts again at page 1.
  const { page, setPage } = useFilterPage(status);
  const referrals = useReferrals({ status, page });
  const stats = useReferralStats();
  const answer = referrals.data;
  const refreshing = referrals.isFetching || stats.isFetching;
  const count = (total: number) => `${total} ${total === 1 ? 'referral' : 'referrals'}`;

  return (
    <section aria-labelledby="referrals-title" className="space-y-4">
      <ScreenHeader
        id="referrals-title"
        title="Referrals"
        description={
          stats.data
            ? termsText(stats.data.terms)
            : 'Customers who signed up with a friend’s code, and the coupons the programme issued.'
        }
        descriptionClassName="max-w-3xl"
        actions={
          <RefreshButton
            label="Refresh referrals"
            refreshing={refreshing}
            onRefresh={() => void Promise.all([referrals.refetch(), stats.refetch()])}
          />
        }
      />

      <ReferralStats stats={stats} />

      <TablePanel
        query={referrals}
        toolbar={
          <TableToolbar>
            <StatusChips
              label="Referral status"
              options={REFERRAL_STATUS_FILTERS.map((s) => ({ value: s, label: STATUS_FILTER_LABELS[s] }))}
              isSelected={(s) => status === s}
              onSelect={setStatus}
            />
            {answer ? <p className="ml-auto text-sm text-slate-500 tabular-nums">{count(answer.pagination.total)}</p> : null}
          </TableToolbar>
        }
        loadingLabel="Loading referrals"
        errorMessage="Could not load the referrals"
        isEmpty={(data) => data.referrals.length === 0}
        empty={(data) =>
          data.pagination.total > 0 ? (
            // The list shrank under a later page (another filter's counts moved): offer the way back.
            <ListEmpty
              icon={<Gift className="h-6 w-6" aria-hidden="true" />}
              title="Nothing on this page"
              action={
                <Button size="sm" variant="secondary" onClick={() => setPage(1)}>
                  Back to page 1
                </Button>
              }
            >
              {`This list holds ${count(data.pagination.total)}; this page is past its end.`}
            </ListEmpty>
          ) : (
            <ListEmpty icon={<Gift className="h-6 w-6" aria-hidden="true" />} title={EMPTY[status].title}>
              {EMPTY[status].text}
            </ListEmpty>
          )
        }
        paging={(data) => ({ ...data.pagination, onPage: setPage })}
      >
        {(data) => <ReferralsTable referrals={data.referrals} />}
      </TablePanel>
    </section>
  );
}
