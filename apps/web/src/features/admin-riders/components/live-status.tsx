import { LoaderCircle, RefreshCw } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatClock } from '../utils/rider-format';

export interface LiveStatusProps {
  /** The live event stream is open. */
  connected: boolean;
  /** When the data on screen was last fetched (ms since the epoch), 0 before the first answer. */
  updatedAt: number;
  refreshing: boolean;
  onRefresh: () => void;
  /** What the screen falls back to while the stream is down, e.g. "every 30 s". */
  pollText: string;
}

/** Whether positions arrive live, when the screen last refreshed, and a Refresh button. */
export function LiveStatus({ connected, updatedAt, refreshing, onRefresh, pollText }: LiveStatusProps) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
      <span
        className={cn(
          'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 font-semibold ring-1',
          connected ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-slate-100 text-slate-600 ring-slate-200',
        )}
      >
        <span
          className={cn('h-1.5 w-1.5 rounded-full', connected ? 'animate-pulse bg-emerald-500' : 'bg-slate-400')}
          aria-hidden="true"
        />
        {connected ? 'Live updates on' : `Live updates off · refreshing ${pollText}`}
      </span>
      {updatedAt > 0 ? <span className="tabular-nums">Updated {formatClock(new Date(updatedAt))}</span> : null}
      <button
        type="button"
        onClick={onRefresh}
        disabled={refreshing}
        className="inline-flex h-8 items-center gap-1.5 rounded-xl bg-white px-3 font-semibold text-slate-700 shadow-soft ring-1 ring-slate-900/5 hover:text-ink disabled:opacity-60"
      >
        {refreshing ? (
          <LoaderCircle className="h-3.5 w-3.5 animate-spin" aria-hidden="true" />
        ) : (
          <RefreshCw className="h-3.5 w-3.5" aria-hidden="true" />
        )}
        Refresh
      </button>
    </div>
  );
}
