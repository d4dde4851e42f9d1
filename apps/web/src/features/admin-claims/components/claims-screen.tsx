import type { AdminClaim } from '@washday/core';
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { ScreenHeader } from '@/components/admin-table/screen-header';
import { StatusChips } from '@/components/admin-table/status-chips';
import { TablePanel } from '@/components/admin-table/table-panel';
import { ListEmpty } from '@/components/admin-table/table-states';
import { RefreshButton, TableToolbar } from '@/components/admin-table/table-toolbar';
import { useAdminClaims, type ClaimFilter } from '../api/admin-claims';
import { ClaimReviewDialog } from './claim-review-dialog';
import { ClaimsTable } from './claims-table';

const STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'compensated', label: 'Compensated' },
  { value: 'all', label: 'All' },
] as const;

/** Damaged or missing garments customers reported (issue 27): the list by status and the review of each. */
export function ClaimsScreen() {
  const [status, setStatus] = useState<ClaimFilter>('open');
  const [reviewing, setReviewing] = useState<string | null>(null);
  const claims = useAdminClaims(status);
  // The dialog follows the list, so a decision shows as soon as the list is re-asked.
  const current: AdminClaim | null = claims.data?.claims.find((claim) => claim.id === reviewing) ?? null;

  return (
    <section aria-labelledby="claims-title" className="space-y-4">
      <ScreenHeader
        id="claims-title"
        title="Claims"
        description="Garments customers reported damaged or missing within 7 days of delivery. Reject with a reason, or compensate up to the cap as a refund or a coupon."
      />
      <TablePanel
        query={claims}
        toolbar={
          <TableToolbar>
            <StatusChips label="Claim status" options={STATUSES} isSelected={(s) => status === s} onSelect={setStatus} />
            <RefreshButton label="Refresh claims" refreshing={claims.isFetching} onRefresh={() => void claims.refetch()} />
          </TableToolbar>
        }
        loadingLabel="Loading claims"
        errorMessage="Could not load the claims"
        isEmpty={(data) => data.claims.length === 0}
        empty={() => (
          <ListEmpty icon={<ShieldAlert className="h-6 w-6" aria-hidden="true" />} title="No claims here">
            Claims customers report appear here.
          </ListEmpty>
        )}
      >
        {(data) => <ClaimsTable claims={data.claims} onReview={(claim) => setReviewing(claim.id)} />}
      </TablePanel>
      <ClaimReviewDialog claim={current} onClose={() => setReviewing(null)} />
    </section>
  );
}
