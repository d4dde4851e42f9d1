import type { AdminCoupon } from '@washday/core';
import { Plus, SearchX, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { ScreenHeader } from '@/components/admin-table/screen-header';
import { StatusChips, activeStatusOptions } from '@/components/admin-table/status-chips';
import { TablePanel } from '@/components/admin-table/table-panel';
import { ListEmpty } from '@/components/admin-table/table-states';
import { RefreshButton, SearchField, TableToolbar } from '@/components/admin-table/table-toolbar';
import { Button } from '@/components/ui/button';
import { useFilterPage } from '@/hooks/use-filter-page';
import type { CouponListQuery } from '../api/admin-coupon-keys';
import { useCoupons } from '../api/get-coupons';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { CouponFormDialog } from './coupon-form-dialog';
import { CouponStatusDialog } from './coupon-status-dialog';
import { CouponsTable } from './coupons-table';
import { RedemptionsDrawer } from './redemptions-drawer';

const STATUSES = activeStatusOptions<CouponListQuery['status']>(['all', 'active', 'inactive']);

/** Coupons for operations: the list with each one's use, create, deactivate or reactivate, and who redeemed it. */
export function CouponsScreen() {
  const [status, setStatus] = useState<CouponListQuery['status']>('all');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const [creating, setCreating] = useState(false);
  const [toggling, setToggling] = useState<AdminCoupon | null>(null);
  const [viewing, setViewing] = useState<AdminCoupon | null>(null);

  // A new filter starts again at page 1.
  const { page, setPage } = useFilterPage(JSON.stringify([status, search]));
  const coupons = useCoupons({ status, search, page });

  const newButton = (size?: 'sm') => (
    <Button size={size} onClick={() => setCreating(true)}>
      <Plus className="h-4 w-4" aria-hidden="true" />
      New coupon
    </Button>
  );

  return (
    <section aria-labelledby="coupons-title" className="space-y-4">
      <ScreenHeader
        id="coupons-title"
        title="Coupons"
        description="Codes customers enter at checkout. The server applies every rule here when an order is placed; a deactivated coupon is refused from the next order on."
        actions={newButton()}
      />

      <TablePanel
        query={coupons}
        toolbar={
          <TableToolbar>
            <StatusChips label="Coupon status" options={STATUSES} isSelected={(s) => status === s} onSelect={setStatus} />
            <SearchField
              label="Search coupons"
              value={searchText}
              onChange={setSearchText}
              placeholder="Code or description"
              maxLength={30}
            />
            <RefreshButton label="Refresh coupons" refreshing={coupons.isFetching} onRefresh={() => void coupons.refetch()} />
          </TableToolbar>
        }
        loadingLabel="Loading coupons"
        errorMessage="Could not load the coupons"
        isEmpty={(data) => data.coupons.length === 0}
        empty={() =>
          search ? (
            <ListEmpty icon={<SearchX className="h-6 w-6" aria-hidden="true" />} title="No coupons match">
              Try part of the code or the description.
            </ListEmpty>
          ) : (
            <ListEmpty
              icon={<TicketPercent className="h-6 w-6" aria-hidden="true" />}
              title={status === 'inactive' ? 'No inactive coupons' : 'No coupons yet'}
              action={status === 'inactive' ? null : newButton('sm')}
            >
              {status === 'inactive' ? 'Every coupon is switched on.' : 'Create a code for a promotion.'}
            </ListEmpty>
          )
        }
        paging={(data) => ({ ...data.pagination, onPage: setPage })}
      >
        {(data) => <CouponsTable coupons={data.coupons} onRedemptions={setViewing} onToggleActive={setToggling} />}
      </TablePanel>

      <CouponFormDialog open={creating} onClose={() => setCreating(false)} />
      <CouponStatusDialog coupon={toggling} onClose={() => setToggling(null)} />
      <RedemptionsDrawer coupon={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}
