import { contract, formatRupees, type PlanView } from '@washday/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ScreenHeader } from '@/components/admin-table/screen-header';
import { TablePanel } from '@/components/admin-table/table-panel';
import { Button } from '@/components/ui/button';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminPlanKeys } from './admin-plan-keys';
import { PlanForm } from './plan-form';
import { SubscribersTable } from './subscribers-table';

// Laundry plans for operations (decision 0042): define and change plans, switch them off, see subscribers and refund
// a cycle (subscribers-table.tsx).

const cell = 'px-4 py-3 text-sm text-slate-700';
const head = 'px-4 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';

const includes = (p: PlanView) =>
  [
    p.kg_included ? `${p.kg_included} kg` : null,
    p.pieces_included ? `${p.pieces_included} pcs` : null,
    p.pickups_included === null ? 'unlimited pickups' : `${p.pickups_included} pickups`,
    p.dry_clean_discount_percent ? `${p.dry_clean_discount_percent}% off dry clean` : null,
    p.free_delivery ? 'free delivery' : null,
  ]
    .filter(Boolean)
    .join(' · ');

export function PlansAdmin() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<PlanView | 'new' | null>(null);
  const plans = useQuery({ queryKey: adminPlanKeys.plans, queryFn: () => callEndpoint(contract.adminPlans.list, {}) });
  const toggle = useMutation({
    mutationFn: (plan: PlanView) =>
      callEndpoint(contract.adminPlans.update, {
        params: { id: plan.id },
        body: {
          name: plan.name,
          description: plan.description,
          price: plan.price,
          kg_included: plan.kg_included,
          pieces_included: plan.pieces_included,
          pickups_included: plan.pickups_included,
          dry_clean_discount_percent: plan.dry_clean_discount_percent,
          free_delivery: plan.free_delivery,
          rollover: plan.rollover,
          is_active: !plan.is_active,
        },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminPlanKeys.plans }),
  });
  return (
    <div className="grid gap-5">
      <ScreenHeader
        id="plans-title"
        title="Laundry plans"
        description="Monthly plans customers subscribe to: price, allowance, and who is on them. Changes apply from each subscriber's next cycle."
        actions={editing ? null : <Button onClick={() => setEditing('new')}>New plan</Button>}
      />
      {editing ? (
        <PlanForm
          key={editing === 'new' ? 'new' : editing.id}
          plan={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <TablePanel
        query={plans}
        loadingLabel="Loading plans"
        errorMessage="Could not load plans"
        isEmpty={(d) => d.plans.length === 0}
        empty={() => <p className="p-6 text-sm text-slate-500">No plans yet. Create one to offer it to customers.</p>}
      >
        {(d) => (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[56rem]" aria-label="Plans">
              <thead className="bg-slate-50">
                <tr>
                  {['Plan', 'Price', 'Includes', 'Rollover', 'Subscribers', 'Status', ''].map((h) => (
                    <th key={h} className={head}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {d.plans.map((p) => (
                  <tr key={p.id} className={p.is_active ? '' : 'bg-slate-50/60 text-slate-500'}>
                    <td className={`${cell} font-semibold text-ink`}>{p.name}</td>
                    <td className={`${cell} whitespace-nowrap tabular-nums`}>{formatRupees(p.price)}/mo</td>
                    <td className={cell}>{includes(p)}</td>
                    <td className={cell}>{p.rollover ? 'Yes' : 'No'}</td>
                    <td className={`${cell} tabular-nums`}>{p.subscribers}</td>
                    <td className={cell}>{p.is_active ? 'Offered' : 'Switched off'}</td>
                    <td className={`${cell} whitespace-nowrap text-right`}>
                      <Button size="sm" variant="secondary" aria-label={`Edit ${p.name}`} onClick={() => setEditing(p)}>
                        Edit
                      </Button>{' '}
                      <Button size="sm" variant="secondary" disabled={toggle.isPending} onClick={() => toggle.mutate(p)}>
                        {p.is_active ? 'Switch off' : 'Offer again'}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </TablePanel>
      <SubscribersTable />
    </div>
  );
}
