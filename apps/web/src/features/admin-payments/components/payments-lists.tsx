import type { AdminPaymentsAnswer } from '@washday/core';
import * as Tabs from '@radix-ui/react-tabs';
import { CircleCheck, ReceiptText, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { DataTable } from '@/components/admin-table/data-table';
import { ListEmpty } from '@/components/admin-table/table-states';
import { cn } from '@/lib/cn';
import { RIGHT, paymentColumns, refundColumns, unpaidColumns } from './payments-columns';

type ListId = 'payments' | 'refunds' | 'unpaid';

/** More matched than the list holds (its count says so). */
function Capped({ shown, count }: { shown: number; count: number }) {
  return count > shown ? (
    <p className="border-t border-slate-100 px-5 py-3 text-xs text-slate-600">
      Showing the newest {shown} of {count}. Narrow the days or filters to see the rest.
    </p>
  ) : null;
}

/** The range's payments, refunds and the completed orders still owing, one list at a time. */
export function PaymentsLists({ data, busy }: { data: AdminPaymentsAnswer; busy: boolean }) {
  const [list, setList] = useState<ListId>('payments');
  const tabs: { id: ListId; label: string; count: number }[] = [
    { id: 'payments', label: 'Payments', count: data.payments_count },
    { id: 'refunds', label: 'Refunds', count: data.refunds_count },
    { id: 'unpaid', label: 'Completed, unpaid', count: data.unpaid_orders.length },
  ];
  return (
    <Tabs.Root
      value={list}
      onValueChange={(id) => setList(id as ListId)}
      className="overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5"
    >
      <Tabs.List aria-label="Money lists" className="flex gap-1 overflow-x-auto border-b border-slate-100 px-4 pt-3">
        {tabs.map((t) => (
          <Tabs.Trigger
            key={t.id}
            value={t.id}
            className={cn(
              '-mb-px inline-flex h-10 shrink-0 items-center gap-2 border-b-2 border-transparent px-3 text-sm font-semibold text-slate-600 hover:text-ink',
              'data-[state=active]:border-brand-600 data-[state=active]:text-brand-800',
            )}
          >
            {t.label} <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 tabular-nums">{t.count}</span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="payments" className="focus-visible:outline-none">
        {data.payments.length ? (
          <>
            <DataTable
              label="Payments"
              columns={paymentColumns}
              data={data.payments}
              getRowId={(row) => row.id}
              minWidth="min-w-[56rem]"
              columnClassName={{ amount: RIGHT }}
              busy={busy}
            />
            <Capped shown={data.payments.length} count={data.payments_count} />
          </>
        ) : (
          <ListEmpty icon={<ReceiptText className="h-6 w-6" aria-hidden="true" />} title="No payments">
            None on these days with these filters.
          </ListEmpty>
        )}
      </Tabs.Content>
      <Tabs.Content value="refunds" className="focus-visible:outline-none">
        {data.refunds.length ? (
          <>
            <DataTable
              label="Refunds"
              columns={refundColumns}
              data={data.refunds}
              getRowId={(row) => row.id}
              minWidth="min-w-[56rem]"
              columnClassName={{ amount: RIGHT }}
              busy={busy}
            />
            <Capped shown={data.refunds.length} count={data.refunds_count} />
          </>
        ) : (
          <ListEmpty icon={<Undo2 className="h-6 w-6" aria-hidden="true" />} title="No refunds">
            None on these days with these filters.
          </ListEmpty>
        )}
      </Tabs.Content>
      <Tabs.Content value="unpaid" className="focus-visible:outline-none">
        {data.unpaid_orders.length ? (
          <DataTable
            label="Completed, unpaid"
            columns={unpaidColumns}
            data={data.unpaid_orders}
            getRowId={(row) => row.booking_id}
            minWidth="min-w-[44rem]"
            columnClassName={{ amount: RIGHT, paid: RIGHT, due: RIGHT }}
            busy={busy}
          />
        ) : (
          <ListEmpty icon={<CircleCheck className="h-6 w-6" aria-hidden="true" />} title="Nothing owed">
            Every order completed on these days is paid.
          </ListEmpty>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}
