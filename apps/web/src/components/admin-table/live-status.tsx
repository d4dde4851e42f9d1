import { LoaderCircle, Radio, RefreshCw } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatClock } from '@/lib/india-time';
import { RefreshButton } from './table-toolbar';

export interface LiveStatusProps {
  /** The live event stream is open. */
  connected: boolean;
  /** What the badge says while live, and while the screen falls back to polling. */
  liveText: string;
  offText: string;
  /** When the data on screen was last fetched (ms since the epoch); 0 or absent before the first answer. */
  updatedAt?: number;
  refreshing: boolean;
  onRefresh: () => void;
  /**
   * `pill`: a pulsing dot and a Refresh button with its word (the riders' and overview's screens); `compact`: a radio
   * icon and an icon-only Refresh (the order tables).
   */
  look?: 'pill' | 'compact';
}

/** Whether changes arrive live, when the screen last refreshed, and a Refresh button. */
export function LiveStatus({ connected, liveText, offText, updatedAt, refreshing, onRefresh, look = 'pill' }: LiveStatusProps) {
  const pill = look === 'pill';
  const updated = updatedAt ? <span className="tabular-nums">Updated {formatClock(updatedAt)}</span> : null;
  return (
    <div className={cn('flex items-center text-xs text-slate-500', pill ? 'flex-wrap gap-2' : 'gap-3')}>
      <span
        className={cn(
          'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 font-semibold',
          pill && 'ring-1',
          connected
            ? cn('bg-emerald-50', pill ? 'text-emerald-800 ring-emerald-200' : 'text-emerald-700')
            : cn('bg-slate-100 text-slate-600', pill && 'ring-slate-200'),
        )}
      >
        {pill ? (
          <span
            className={cn('h-1.5 w-1.5 rounded-full', connected ? 'animate-pulse bg-emerald-500' : 'bg-slate-400')}
            aria-hidden="true"
          />
        ) : (
          <Radio className="h-3.5 w-3.5" aria-hidden="true" />
        )}
        {connected ? liveText : offText}
      </span>
      {updated}
      {pill ? (
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
      ) : (
        <RefreshButton label="Refresh" refreshing={refreshing} onRefresh={onRefresh} />
      )}
    </div>
  );
}

/** What a polled list's live status reads of its query. */
interface PolledQuery {
  dataUpdatedAt: number;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The order tables' status: 'Live' while the stream is open, else 'Every 30 s'; when they refreshed, and Refresh. */
export function PolledLiveStatus({ connected, query }: { connected: boolean; query: PolledQuery }) {
  return (
    <LiveStatus
      look="compact"
      connected={connected}
      liveText="Live"
      offText="Every 30 s"
      updatedAt={query.dataUpdatedAt}
      refreshing={query.isFetching}
      onRefresh={() => void query.refetch()}
    />
  );
}
