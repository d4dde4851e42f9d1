import { formatRupees } from '@washday/core';
import { Banknote } from 'lucide-react';
import { useState } from 'react';
import { describeError } from '@/lib/request-errors';
import { useAdminRiderCash } from '../api/rider-cash';
import { RecordHandoverDialog, type HandoverTarget } from './record-handover-dialog';

/** A rider's 'Cash' line: what they hold now, 'Record handover…', and the server's word on the last one recorded. */
export function RiderCashCell({ riderId, riderName }: { riderId: string; riderName: string }) {
  const cash = useAdminRiderCash(riderId);
  const [target, setTarget] = useState<HandoverTarget | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  if (!cash.data) {
    return cash.isError ? (
      <p className="text-xs text-slate-600">Cash: {describeError(cash.error, 'could not load')}</p>
    ) : (
      <p className="text-xs text-slate-600">Cash: loading…</p>
    );
  }
  const data = cash.data;
  return (
    <div className="space-y-1.5">
      <p className="text-sm text-slate-700">
        Cash: <span className="font-bold text-ink tabular-nums">{formatRupees(data.cash.in_hand)}</span> in hand
      </p>
      <button
        type="button"
        aria-label={`Record handover… ${riderName}`}
        onClick={() => {
          setMessage(null);
          setTarget({ riderId, riderName, cash: data });
        }}
        className="inline-flex h-9 items-center gap-1.5 rounded-xl bg-white px-3 text-sm font-semibold text-brand-700 ring-1 ring-slate-200 hover:bg-brand-50"
      >
        <Banknote className="h-4 w-4" aria-hidden="true" />
        Record handover…
      </button>
      <p role="status" className="text-xs text-slate-700">
        {message}
      </p>
      <RecordHandoverDialog target={target} onClose={() => setTarget(null)} onRecorded={(answer) => setMessage(answer.message)} />
    </div>
  );
}
