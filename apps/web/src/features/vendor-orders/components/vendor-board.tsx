import { VENDOR_BOARD_COLUMNS, type VendorBoardColumn, type VendorOrder } from '@washday/core';
import { BadgeCheck, Inbox, PackageOpen, RefreshCw, WashingMachine, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { describeError } from '@/lib/request-errors';
import { useVendorBoard } from '../api/vendor-orders';
import { useVendorBoardLive } from '../hooks/use-vendor-board-live';
import { VendorOrderCard } from './vendor-order-card';
import { VendorOrderDialog } from './vendor-order-dialog';

const ICONS: Record<VendorBoardColumn, LucideIcon> = { incoming: PackageOpen, atLaundry: WashingMachine, ready: BadgeCheck };
const ACCENT: Record<VendorBoardColumn, string> = {
  incoming: 'bg-sky-500',
  atLaundry: 'bg-violet-500',
  ready: 'bg-emerald-500',
};

/**
 * The laundry's three lists. From 768 px (a tablet) they stand side by side; narrower, tabs with their
 * counts show one at a time. Live through the event stream, polling while it is down.
 */
export function VendorBoard() {
  const { t } = useTranslation('vendor');
  const live = useVendorBoardLive();
  const board = useVendorBoard(live.pollInterval(30_000));
  const [tab, setTab] = useState<VendorBoardColumn>('incoming');
  const [openId, setOpenId] = useState<string | null>(null);

  if (board.isPending)
    return (
      <div className="grid gap-4 md:grid-cols-3" aria-busy="true">
        {VENDOR_BOARD_COLUMNS.map((c) => (
          <div key={c} className="h-64 animate-pulse rounded-3xl bg-slate-200" />
        ))}
      </div>
    );
  if (board.isError)
    return (
      <div role="alert" className="mx-auto max-w-md rounded-2xl bg-white p-6 text-center shadow-soft ring-1 ring-slate-900/5">
        <p className="font-semibold text-ink">{t('board.loadFailed')}</p>
        <p className="mt-1 text-sm text-slate-500">{describeError(board.error, 'Something went wrong')}</p>
        <Button className="mt-4" onClick={() => void board.refetch()}>
          {t('session.retry')}
        </Button>
      </div>
    );

  const lists: Record<VendorBoardColumn, VendorOrder[]> = board.data;
  const open = openId ? (VENDOR_BOARD_COLUMNS.flatMap((c) => lists[c]).find((o) => o.id === openId) ?? null) : null;

  return (
    <>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight text-ink">{t('board.title')}</h1>
        <div className="flex items-center gap-2">
          <span
            role="status"
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ring-1',
              live.connected ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-amber-50 text-amber-900 ring-amber-200',
            )}
          >
            <span className={cn('h-2 w-2 rounded-full', live.connected ? 'bg-emerald-500' : 'bg-amber-500')} aria-hidden="true" />
            {live.connected ? t('shell.live') : t('shell.offline')}
          </span>
          <Button variant="secondary" size="sm" onClick={() => void board.refetch()} disabled={board.isFetching}>
            <RefreshCw className={cn('h-4 w-4', board.isFetching && 'animate-spin')} aria-hidden="true" />
            {t('shell.refresh')}
          </Button>
        </div>
      </div>
      <div role="tablist" aria-label={t('board.tabs')} className="mb-4 flex gap-1 rounded-2xl bg-slate-200 p-1 md:hidden">
        {VENDOR_BOARD_COLUMNS.map((column) => (
          <button
            key={column}
            type="button"
            role="tab"
            aria-selected={tab === column}
            onClick={() => setTab(column)}
            className={cn(
              'flex min-h-12 min-w-0 flex-1 items-center justify-center gap-1.5 rounded-xl px-2 text-sm font-semibold transition-colors',
              tab === column ? 'bg-white text-ink shadow-soft' : 'text-slate-600 hover:text-ink',
            )}
          >
            <span className="leading-tight">{t(`board.columns.${column}`)}</span>
            <Count value={lists[column].length} active={tab === column} />
          </button>
        ))}
      </div>
      <div className="grid items-start gap-4 md:grid-cols-3">
        {VENDOR_BOARD_COLUMNS.map((column) => {
          const Icon = ICONS[column];
          return (
            <section
              key={column}
              aria-labelledby={`vendor-col-${column}`}
              className={cn('rounded-3xl bg-slate-100/80 p-3 ring-1 ring-slate-200/70', tab !== column && 'hidden md:block')}
            >
              <header className="flex items-center gap-2.5 px-1.5 pt-1 pb-3">
                <span className={cn('flex h-8 w-8 items-center justify-center rounded-xl text-white', ACCENT[column])}>
                  <Icon className="h-4.5 w-4.5" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <h2 id={`vendor-col-${column}`} className="flex items-center gap-2 font-bold text-ink">
                    {t(`board.columns.${column}`)}
                    <Count value={lists[column].length} active />
                  </h2>
                  <p className="truncate text-xs text-slate-500">{t(`board.columnHints.${column}`)}</p>
                </div>
              </header>
              {lists[column].length ? (
                <ul className="space-y-3">
                  {lists[column].map((order) => (
                    <VendorOrderCard key={order.id} order={order} onOpen={() => setOpenId(order.id)} />
                  ))}
                </ul>
              ) : (
                <p className="flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-slate-200 px-4 py-10 text-center text-sm text-slate-500">
                  <Inbox className="h-6 w-6 text-slate-300" aria-hidden="true" />
                  {t(`board.empty.${column}`)}
                </p>
              )}
            </section>
          );
        })}
      </div>
      <VendorOrderDialog order={open} onClose={() => setOpenId(null)} />
    </>
  );
}

function Count({ value, active }: { value: number; active: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex h-6 min-w-6 items-center justify-center rounded-full px-1.5 text-xs font-bold tabular-nums',
        active ? 'bg-slate-900 text-white' : 'bg-slate-200 text-slate-700',
      )}
    >
      {value}
    </span>
  );
}
