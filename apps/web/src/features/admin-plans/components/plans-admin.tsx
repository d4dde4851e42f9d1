import { contract, formatRupees, type PlanBody } from '@washday/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ScreenHeader } from '@/components/admin-table/screen-header';
import { TablePanel } from '@/components/admin-table/table-panel';
import { Button } from '@/components/ui/button';
import { callEndpoint } from '@/lib/api-endpoint';

// Laundry plans for operations (decision 0042): define plans, switch them off, see subscribers, refund a cycle.

const keys = { plans: ['admin', 'plans'] as const, subscribers: ['admin', 'plans', 'subscribers'] as const };
const EMPTY: PlanBody = {
  name: '',
  description: '',
  price: 1499,
  kg_included: 30,
  pieces_included: 0,
  pickups_included: null,
  dry_clean_discount_percent: 0,
  free_delivery: true,
  rollover: false,
  is_active: true,
};
const cell = 'px-4 py-3 text-sm text-slate-700';
const head = 'px-4 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase';

function PlanForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<PlanBody>(EMPTY);
  const save = useMutation({
    mutationFn: (body: PlanBody) => callEndpoint(contract.adminPlans.create, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: keys.plans });
      onDone();
    },
  });
  const num = (key: keyof PlanBody) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value === '' && key === 'pickups_included' ? null : Number(value) }));
  const field = (label: string, key: keyof PlanBody, type = 'number') => (
    <label className="grid gap-1 text-sm font-medium text-slate-700">
      {label}
      <input
        className="h-11 rounded-xl border border-slate-300 px-3"
        type={type}
        value={(form[key] as string | number | null) ?? ''}
        onChange={(e) => (type === 'text' ? setForm((f) => ({ ...f, [key]: e.target.value })) : num(key)(e.target.value))}
      />
    </label>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(form);
  };
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-3xl bg-white p-4 ring-1 ring-slate-900/5 md:grid-cols-3"
      aria-label="New plan"
    >
      {field('Name', 'name', 'text')}
      {field('Monthly price (₹)', 'price')}
      {field('Description', 'description', 'text')}
      {field('Kilograms of laundry', 'kg_included')}
      {field('Pieces of ironing', 'pieces_included')}
      {field('Pickups a month (empty: no limit)', 'pickups_included')}
      {field('Dry-cleaning discount (%)', 'dry_clean_discount_percent')}
      {(['free_delivery', 'rollover', 'is_active'] as const).map((key) => (
        <label key={key} className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            checked={Boolean(form[key])}
            onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.checked }))}
          />
          {key === 'free_delivery' ? 'Free delivery' : key === 'rollover' ? 'Unused allowance rolls over' : 'Active'}
        </label>
      ))}
      {save.error ? (
        <p role="alert" className="text-sm text-red-700 md:col-span-3">
          {save.error.message}
        </p>
      ) : null}
      <div className="flex gap-2 md:col-span-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Create plan'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function PlansAdmin() {
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const plans = useQuery({ queryKey: keys.plans, queryFn: () => callEndpoint(contract.adminPlans.list, {}) });
  const subscribers = useQuery({
    queryKey: keys.subscribers,
    queryFn: () => callEndpoint(contract.adminPlans.subscribers, { query: { status: 'all', page: 1 } }),
  });
  const toggle = useMutation({
    mutationFn: (plan: NonNullable<typeof plans.data>['plans'][number]) =>
      callEndpoint(contract.adminPlans.update, { params: { id: plan.id }, body: { ...plan, is_active: !plan.is_active } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.plans }),
  });
  const refund = useMutation({
    mutationFn: (cycleId: string) =>
      callEndpoint(contract.adminPlans.refundCycle, { params: { id: cycleId }, body: { reason: 'Refunded by operations' } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.subscribers }),
  });
  return (
    <div className="grid gap-5">
      <ScreenHeader
        id="plans-title"
        title="Laundry plans"
        description="Monthly plans customers subscribe to: price, allowance, and who is on them."
        actions={creating ? null : <Button onClick={() => setCreating(true)}>New plan</Button>}
      />
      {creating ? <PlanForm onDone={() => setCreating(false)} /> : null}
      <TablePanel
        query={plans}
        loadingLabel="Loading plans"
        errorMessage="Could not load plans"
        isEmpty={(d) => d.plans.length === 0}
        empty={() => <p className="p-6 text-sm text-slate-500">No plans yet. Create one to offer it to customers.</p>}
      >
        {(d) => (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[52rem]" aria-label="Plans">
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
                  <tr key={p.id} className={p.is_active ? '' : 'opacity-60'}>
                    <td className={`${cell} font-semibold text-ink`}>{p.name}</td>
                    <td className={`${cell} tabular-nums`}>{formatRupees(p.price)}/mo</td>
                    <td className={cell}>
                      {[
                        p.kg_included ? `${p.kg_included} kg` : null,
                        p.pieces_included ? `${p.pieces_included} pcs` : null,
                        p.pickups_included === null ? 'unlimited pickups' : `${p.pickups_included} pickups`,
                        p.dry_clean_discount_percent ? `${p.dry_clean_discount_percent}% off dry clean` : null,
                        p.free_delivery ? 'free delivery' : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </td>
                    <td className={cell}>{p.rollover ? 'Yes' : 'No'}</td>
                    <td className={`${cell} tabular-nums`}>{p.subscribers}</td>
                    <td className={cell}>{p.is_active ? 'Active' : 'Inactive'}</td>
                    <td className={cell}>
                      <Button size="sm" variant="secondary" disabled={toggle.isPending} onClick={() => toggle.mutate(p)}>
                        {p.is_active ? 'Deactivate' : 'Activate'}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </TablePanel>
      <ScreenHeader
        id="subscribers-title"
        title="Subscribers"
        description="Newest first, with this month's allowance left and recent cycles."
      />
      <TablePanel
        query={subscribers}
        loadingLabel="Loading subscribers"
        errorMessage="Could not load subscribers"
        isEmpty={(d) => d.subscribers.length === 0}
        empty={() => <p className="p-6 text-sm text-slate-500">No subscribers yet.</p>}
      >
        {(d) => (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[56rem]" aria-label="Subscribers">
              <thead className="bg-slate-50">
                <tr>
                  {['Customer', 'Plan', 'Status', 'Left', 'Renews / ends', 'Last cycle', ''].map((h) => (
                    <th key={h} className={head}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {d.subscribers.map((s) => {
                  const last = s.cycles[0];
                  return (
                    <tr key={s.id}>
                      <td className={cell}>
                        <span className="font-semibold text-ink">{s.customer.name}</span>
                        <br />
                        <span className="text-slate-500 tabular-nums">{s.customer.phone}</span>
                      </td>
                      <td className={cell}>{s.plan_name}</td>
                      <td className={cell}>
                        {s.status.replace('_', ' ')}
                        {s.cancel_at_period_end ? ' (ends)' : ''}
                      </td>
                      <td className={`${cell} tabular-nums`}>
                        {s.left.kg}/{s.allowance.kg} kg · {s.left.pieces}/{s.allowance.pieces} pcs
                      </td>
                      <td className={`${cell} tabular-nums`}>
                        {s.period_end ? new Date(s.period_end).toLocaleDateString('en-IN') : '—'}
                      </td>
                      <td className={cell}>{last ? `#${last.seq} ${last.status} · ${formatRupees(last.amount)}` : '—'}</td>
                      <td className={cell}>
                        {last?.status === 'paid' ? (
                          <Button
                            size="sm"
                            variant="secondary"
                            disabled={refund.isPending}
                            onClick={() => refund.mutate(last.id)}
                          >
                            Refund cycle
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
    </div>
  );
}
