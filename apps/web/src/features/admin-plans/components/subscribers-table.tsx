import { contract, formatIndianMobile, formatRupees, type PlanCycleView, type PlanSubscriptionStatus } from '@washday/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { ScreenHeader } from '@/components/admin-table/screen-header';
import { TablePanel } from '@/components/admin-table/table-panel';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminPlanKeys } from './admin-plan-keys';

const STATUS_WORDS: Record<PlanSubscriptionStatus, string> = {
  pending: 'Waiting for payment',
  active: 'Active',
  past_due: 'Renewal unpaid (grace)',
  paused: 'Paused',
  cancelled: 'Ended',
};
const cell = 'px-4 py-3 text-sm text-slate-700 align-top';
const head = 'px-4 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';
const day = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' })
    : '—';

/** Subscribers with their allowance left and recent cycles; a paid cycle can be refunded in full with a reason. */
export function SubscribersTable() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<PlanCycleView | null>(null);
  const [reason, setReason] = useState('');
  const query = useQuery({
    queryKey: adminPlanKeys.subscribers('all', page),
    queryFn: () => callEndpoint(contract.adminPlans.subscribers, { query: { status: 'all', page } }),
  });
  const refund = useMutation({
    mutationFn: ({ id, why }: { id: string; why: string }) =>
      callEndpoint(contract.adminPlans.refundCycle, { params: { id }, body: { reason: why } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'plans'] });
      setRefunding(null);
      setReason('');
    },
  });
  return (
    <>
      <ScreenHeader
        id="subscribers-title"
        title="Subscribers"
        description="Newest first, with this month's allowance left and recent cycles."
      />
      <TablePanel
        query={query}
        loadingLabel="Loading subscribers"
        errorMessage="Could not load subscribers"
        isEmpty={(d) => d.subscribers.length === 0}
        empty={() => <p className="p-6 text-sm text-slate-500">No subscribers yet.</p>}
        paging={(d) => ({ ...d.pagination, onPage: setPage, unit: 'subscribers' })}
      >
        {(d) => (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[60rem]" aria-label="Subscribers">
              <thead className="bg-slate-50">
                <tr>
                  {['Customer', 'Plan', 'Status', 'Left this month', 'Renews / ends', 'Cycles', ''].map((h) => (
                    <th key={h} className={head}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {d.subscribers.map((s) => {
                  const paid = s.cycles.find((c) => c.status === 'paid');
                  return (
                    <tr key={s.id}>
                      <td className={cell}>
                        <span className="block font-semibold text-ink">{s.customer.name}</span>
                        <span className="text-slate-500 tabular-nums">{formatIndianMobile(s.customer.phone)}</span>
                      </td>
                      <td className={cell}>{s.plan_name}</td>
                      <td className={cell}>
                        {STATUS_WORDS[s.status]}
                        {s.cancel_at_period_end && s.status === 'active' ? ', ends at cycle end' : ''}
                      </td>
                      <td className={`${cell} tabular-nums`}>
                        {s.left.kg}/{s.allowance.kg} kg · {s.left.pieces}/{s.allowance.pieces} pcs
                      </td>
                      <td className={`${cell} tabular-nums`}>{day(s.period_end)}</td>
                      <td className={cell}>
                        <ul className="grid gap-0.5">
                          {s.cycles.slice(0, 3).map((c) => (
                            <li key={c.id} className="tabular-nums">
                              #{c.seq} {c.status} · {formatRupees(c.amount)}
                              {c.refunded > 0 ? ` (refunded ${formatRupees(c.refunded)})` : ''}
                              {c.invoice_number ? (
                                <span className="block text-xs text-slate-500">
                                  Invoice {c.invoice_number}
                                  {c.credit_note_number ? ` · credit note ${c.credit_note_number}` : ''}
                                </span>
                              ) : null}
                            </li>
                          ))}
                        </ul>
                      </td>
                      <td className={cell}>
                        {paid ? (
                          <Button size="sm" variant="secondary" onClick={() => setRefunding(paid)}>
                            Refund #{paid.seq}
                          </Button>
                        ) : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </TablePanel>
      <ConfirmDialog
        open={refunding !== null}
        onClose={() => setRefunding(null)}
        icon={Undo2}
        tone="danger"
        title={refunding ? `Refund ${formatRupees(refunding.amount)} for cycle #${refunding.seq}?` : ''}
        description="The whole cycle is refunded through the payment provider. If it is the cycle in use, the plan ends now."
        confirmLabel="Refund"
        pendingLabel="Refunding…"
        pending={refund.isPending}
        onConfirm={() => refunding && refund.mutate({ id: refunding.id, why: reason })}
      >
        <label className="mt-3 grid gap-1 text-sm font-medium text-slate-700">
          Reason (3-200 characters)
          <input
            className="h-11 rounded-xl border border-slate-300 px-3"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
        {refund.error ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {refund.error.message}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
