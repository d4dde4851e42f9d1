import { contract, type PlanBody, type PlanView } from '@washday/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { callEndpoint } from '@/lib/api-endpoint';
import { adminPlanKeys } from './admin-plan-keys';

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

const bodyOf = (plan: PlanView): PlanBody => ({
  name: plan.name,
  description: plan.description,
  price: plan.price,
  kg_included: plan.kg_included,
  pieces_included: plan.pieces_included,
  pickups_included: plan.pickups_included,
  dry_clean_discount_percent: plan.dry_clean_discount_percent,
  free_delivery: plan.free_delivery,
  rollover: plan.rollover,
  is_active: plan.is_active,
});

const NUMBERS = [
  ['price', 'Monthly price (₹)'],
  ['kg_included', 'Kilograms of laundry'],
  ['pieces_included', 'Pieces of ironing'],
  ['pickups_included', 'Pickups a month (empty: no limit)'],
  ['dry_clean_discount_percent', 'Dry-cleaning discount (%)'],
] as const;
const SWITCHES = [
  ['free_delivery', 'Free pickup and delivery'],
  ['rollover', 'Unused allowance rolls over (up to one month)'],
  ['is_active', 'Offered to customers'],
] as const;
const input = 'h-11 rounded-xl border border-slate-300 px-3 text-ink';

/** A new plan, or changes to one (new terms apply from the next cycle each subscriber opens). */
export function PlanForm({ plan, onDone }: { plan?: PlanView; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<PlanBody>(plan ? bodyOf(plan) : EMPTY);
  const save = useMutation({
    mutationFn: (body: PlanBody) =>
      plan
        ? callEndpoint(contract.adminPlans.update, { params: { id: plan.id }, body })
        : callEndpoint(contract.adminPlans.create, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminPlanKeys.plans });
      onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(form);
  };
  return (
    <form
      onSubmit={submit}
      aria-label={plan ? `Edit ${plan.name}` : 'New plan'}
      className="grid gap-3 rounded-3xl bg-white p-4 shadow-soft ring-1 ring-slate-900/5 md:grid-cols-3 md:p-5"
    >
      <label className="grid gap-1 text-sm font-medium text-slate-700">
        Name
        <input className={input} value={form.name} onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))} />
      </label>
      <label className="grid gap-1 text-sm font-medium text-slate-700 md:col-span-2">
        Description (shown to English readers)
        <input
          className={input}
          value={form.description ?? ''}
          onChange={(e) => setForm((f) => ({ ...f, description: e.target.value }))}
        />
      </label>
      {NUMBERS.map(([key, label]) => (
        <label key={key} className="grid gap-1 text-sm font-medium text-slate-700">
          {label}
          <input
            className={input}
            type="number"
            inputMode="decimal"
            value={form[key] ?? ''}
            onChange={(e) =>
              setForm((f) => ({
                ...f,
                [key]: e.target.value === '' && key === 'pickups_included' ? null : Number(e.target.value),
              }))
            }
          />
        </label>
      ))}
      <div className="grid content-center gap-2">
        {SWITCHES.map(([key, label]) => (
          <label key={key} className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              className="h-4 w-4"
              checked={Boolean(form[key])}
              onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.checked }))}
            />
            {label}
          </label>
        ))}
      </div>
      {save.error ? (
        <p role="alert" className="text-sm font-medium text-red-700 md:col-span-3">
          {save.error.message}
        </p>
      ) : null}
      <div className="flex gap-2 md:col-span-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : plan ? 'Save plan' : 'Create plan'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
