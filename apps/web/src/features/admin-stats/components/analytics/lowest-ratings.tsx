import { RATING_TAG_LABELS, formatIndianMobile, type LowRating } from '@washday/core';
import { CheckCircle2, LoaderCircle, MessageSquareWarning, RotateCcw, Star } from 'lucide-react';
import { useState } from 'react';
import { PanelEmpty } from '@/components/panel-states';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { describeError } from '@/lib/request-errors';
import { useFollowUp } from '../../api/get-admin-ratings';
import { formatDayAndClock } from '../../utils/stats-format';

function StarsText({ label, stars }: { label: string; stars: number | null }) {
  if (stars === null) return null;
  return (
    <span className={cn('inline-flex items-center gap-1 font-semibold', stars <= 2 ? 'text-rose-700' : 'text-slate-700')}>
      {label}
      <Star
        className={cn('h-3.5 w-3.5', stars <= 2 ? 'fill-rose-500 text-rose-500' : 'fill-amber-400 text-amber-500')}
        aria-hidden="true"
      />
      {stars}
    </span>
  );
}

function FollowUp({ rating }: { rating: LowRating }) {
  const followUp = useFollowUp();
  const [note, setNote] = useState('');
  if (!rating.follow_up) return <span className="text-xs text-slate-500">No follow-up needed</span>;
  if (rating.follow_up.status === 'closed')
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 font-semibold text-emerald-800 ring-1 ring-emerald-200">
          <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
          Follow-up closed
        </span>
        {rating.follow_up.note ? <span className="text-slate-600">“{rating.follow_up.note}”</span> : null}
        <Button
          variant="ghost"
          size="sm"
          disabled={followUp.isPending}
          onClick={() => followUp.mutate({ id: rating.id, status: 'open', note: rating.follow_up?.note ?? '' })}
        >
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          Reopen
        </Button>
      </div>
    );
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        followUp.mutate({ id: rating.id, status: 'closed', note });
      }}
    >
      <span className="rounded-full bg-rose-50 px-2.5 py-1 text-sm font-semibold text-rose-800 ring-1 ring-rose-200">
        Follow-up open
      </span>
      <input
        aria-label={`What was done for ${rating.order_number}`}
        placeholder="What was done (e.g. called, re-wash booked)"
        value={note}
        maxLength={500}
        onChange={(event) => setNote(event.target.value)}
        className="h-9 min-w-0 flex-1 rounded-lg bg-white px-3 text-sm ring-1 ring-slate-200 outline-none focus:ring-2 focus:ring-brand-500"
      />
      <Button type="submit" size="sm" disabled={followUp.isPending}>
        {followUp.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
        Close follow-up
      </Button>
      {followUp.isError ? (
        <span role="alert" className="w-full text-sm text-red-700">
          {describeError(followUp.error, 'Please try again.')}
        </span>
      ) : null}
    </form>
  );
}

/** The lowest-rated orders of the range first, with what the customer said and operations' follow-up. */
export function LowestRatings({ ratings }: { ratings: LowRating[] }) {
  if (ratings.length === 0) return <PanelEmpty icon={MessageSquareWarning} title="No ratings in this range" />;
  return (
    <ul aria-label="Lowest-rated orders" className="-mx-5 divide-y divide-slate-100">
      {ratings.map((r) => (
        <li key={r.id} className="px-5 py-3.5">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <span className="font-bold text-ink tabular-nums">{r.order_number}</span>
            <StarsText label="Order" stars={r.order_stars} />
            <StarsText label="Rider" stars={r.rider_stars} />
            <span className="text-slate-500">{formatDayAndClock(new Date(r.created_at))}</span>
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {r.customer.name} · <span className="tabular-nums">{formatIndianMobile(r.customer.phone)}</span>
            {r.rider ? ` · Rider ${r.rider}` : ''}
            {r.vendor ? ` · ${r.vendor}` : ''}
          </p>
          {r.tags.length > 0 ? (
            <p className="mt-1.5 flex flex-wrap gap-1.5">
              {r.tags.map((tag) => (
                <span key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                  {RATING_TAG_LABELS[tag]}
                </span>
              ))}
            </p>
          ) : null}
          {r.comment ? <p className="mt-1.5 text-sm text-ink">“{r.comment}”</p> : null}
          <div className="mt-2">
            <FollowUp rating={r} />
          </div>
        </li>
      ))}
    </ul>
  );
}
