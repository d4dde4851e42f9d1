import { contract, type AdminRecurringRow } from '@washday/core';
import { Pause, Play, Repeat } from 'lucide-react';
import { useId, useState } from 'react';
import { ScreenHeader } from '@/components/admin-table/screen-header';
import { StatusChips } from '@/components/admin-table/status-chips';
import { TablePanel } from '@/components/admin-table/table-panel';
import { ListEmpty } from '@/components/admin-table/table-states';
import { RefreshButton, TableToolbar } from '@/components/admin-table/table-toolbar';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useFilterPage } from '@/hooks/use-filter-page';
import { serverMessage } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useAdminRecurring, useAdminRecurringAction, type RecurringStatusFilter } from '../api';
import { RecurringTable, cadenceText } from './recurring-table';

const FILTERS: Array<{ value: RecurringStatusFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'paused', label: 'Paused' },
  { value: 'stopped', label: 'Stopped' },
];

/** The customers' recurring pickups (decision 0040): by status, and a pause or resume with a reason the customer reads. */
export function RecurringScreen() {
  const [status, setStatus] = useState<RecurringStatusFilter>('all');
  const { page, setPage } = useFilterPage(status);
  const list = useAdminRecurring(status, page);
  const action = useAdminRecurringAction();
  const [target, setTarget] = useState<{ row: AdminRecurringRow; action: 'pause' | 'resume' } | null>(null);
  const [reason, setReason] = useState('');
  // The contract's own check first: a reason too short never leaves the browser.
  const [problem, setProblem] = useState<string | null>(null);
  const reasonId = useId();
  const close = () => {
    setTarget(null);
    setReason('');
    setProblem(null);
    action.reset();
  };

  return (
    <section aria-labelledby="recurring-title" className="space-y-4">
      <ScreenHeader
        id="recurring-title"
        title="Recurring pickups"
        description="Customers' regular pickups: their cadence, next pickup and area. Pausing or resuming tells the customer why."
        actions={
          <RefreshButton label="Refresh recurring pickups" refreshing={list.isFetching} onRefresh={() => void list.refetch()} />
        }
      />
      <TablePanel
        query={list}
        toolbar={
          <TableToolbar>
            <StatusChips
              label="Recurring pickup status"
              options={FILTERS}
              isSelected={(s) => status === s}
              onSelect={setStatus}
            />
          </TableToolbar>
        }
        loadingLabel="Loading recurring pickups"
        errorMessage="Could not load the recurring pickups"
        isEmpty={(d) => d.series.length === 0}
        empty={() => (
          <ListEmpty icon={<Repeat className="h-6 w-6" aria-hidden="true" />} title="No recurring pickups here">
            {status === 'all' ? 'When a customer sets up a regular pickup, it shows here.' : 'None with this status.'}
          </ListEmpty>
        )}
        paging={(d) => ({ ...d.pagination, onPage: setPage })}
      >
        {(d) => <RecurringTable rows={d.series} onAction={(row, next) => setTarget({ row, action: next })} />}
      </TablePanel>
      <ConfirmDialog
        open={target !== null}
        onClose={close}
        icon={target?.action === 'resume' ? Play : Pause}
        tone={target?.action === 'resume' ? 'ok' : 'danger'}
        title={target ? `${target.action === 'pause' ? 'Pause' : 'Resume'} ${target.row.customer.name}'s recurring pickup?` : ''}
        description={target ? `${cadenceText(target.row)}. The customer is told, with your reason.` : ''}
        confirmLabel={target?.action === 'resume' ? 'Resume' : 'Pause'}
        pendingLabel="Saving…"
        pending={action.isPending}
        onConfirm={() => {
          if (!target) return;
          const checked = contract.adminRecurring[target.action].body.safeParse({ reason });
          setProblem(checked.success ? null : (checked.error.issues[0]?.message ?? null));
          if (!checked.success) return;
          action.mutate(
            { id: target.row.id, action: target.action, reason: checked.data.reason },
            {
              onSuccess: (data) => {
                toast.success(data.message);
                close();
              },
            },
          );
        }}
      >
        <label htmlFor={reasonId} className="mt-3 block text-sm font-medium text-slate-700">
          Reason the customer will read (3-200 characters)
        </label>
        <input
          id={reasonId}
          className="mt-1 h-11 w-full rounded-xl border border-slate-300 px-3"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        {problem || action.error ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {problem ?? serverMessage(action.error)}
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
