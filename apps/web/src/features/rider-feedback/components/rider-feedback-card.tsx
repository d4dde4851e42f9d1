import { formatRupeesIn } from '@washday/core';
import { HandCoins, LoaderCircle, RotateCcw, Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';
import '@/locales/ratings-strings';
import { useRiderFeedback, type RiderFeedbackAnswer } from '../api/get-rider-feedback';

const SHOWN = 5;

function Stars({ stars, label }: { stars: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={n <= stars ? 'h-4 w-4 fill-amber-400 text-amber-500' : 'h-4 w-4 text-slate-300'}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}

function FeedbackLists({ data }: { data: RiderFeedbackAnswer }) {
  const { t } = useTranslation('ratings');
  const locale = useLocale();
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });
  return (
    <div className="mt-4 grid gap-4 min-[48rem]:grid-cols-2">
      <div>
        <h3 className="text-sm font-bold tracking-wide text-slate-500 uppercase">{t('rider.recentTips')}</h3>
        {data.tips.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('rider.noTips')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100">
            {data.tips.slice(0, SHOWN).map((tip) => (
              <li key={tip.id} className="flex items-baseline justify-between gap-3 py-2.5">
                <span className="min-w-0 text-sm text-slate-700">
                  <span translate="no">{t('rider.order', { order: tip.order_number })}</span>
                  <span className="text-slate-500"> · {day.format(new Date(tip.at))}</span>
                </span>
                <span className="font-bold text-emerald-700 tabular-nums">{formatRupeesIn(locale, tip.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="text-sm font-bold tracking-wide text-slate-500 uppercase">{t('rider.recentRatings')}</h3>
        {data.ratings.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('rider.noRatings')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100">
            {data.ratings.slice(0, SHOWN).map((rating) => (
              <li key={rating.id} className="py-2.5">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Stars stars={rating.stars} label={t('rider.starsOf', { stars: rating.stars })} />
                  <span className="text-sm text-slate-500">
                    {rating.low || !rating.customer ? t('rider.lowRating') : t('rider.from', { name: rating.customer })}
                    {' · '}
                    {day.format(new Date(rating.at))}
                  </span>
                </div>
                {rating.tags.length > 0 ? (
                  <p className="mt-1 flex flex-wrap gap-1.5">
                    {rating.tags.map((tag) => (
                      <span key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-[13px] font-medium text-slate-700">
                        {t(`tags.${tag}`)}
                      </span>
                    ))}
                  </p>
                ) : null}
                {rating.comment ? <p className="mt-1 text-sm text-slate-700">“{rating.comment}”</p> : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** The dashboard's 'Tips and ratings': tips received in full, the rider's average, and the latest of each. */
export function RiderFeedbackCard() {
  const { t } = useTranslation('ratings');
  const locale = useLocale();
  const headingId = useId();
  const feedback = useRiderFeedback();
  const data = feedback.data;

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={feedback.isPending && !feedback.isError}
      className="rounded-3xl bg-white p-4 shadow-soft ring-1 ring-slate-900/5 md:p-5"
      data-testid="rider-feedback"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-base font-bold text-ink">
        <HandCoins className="h-5 w-5 text-brand-600" aria-hidden="true" />
        {t('rider.title')}
      </h2>
      {data ? (
        <>
          <dl className="mt-3 grid grid-cols-2 gap-3">
            <div className="rounded-2xl bg-emerald-50 px-3 py-2.5 ring-1 ring-emerald-100">
              <dt className="text-sm font-semibold text-emerald-900">{t('rider.tipsTotal')}</dt>
              <dd className="text-2xl font-extrabold text-ink tabular-nums" data-testid="rider-tips-total">
                {formatRupeesIn(locale, data.totals.tips)}
              </dd>
              <dd className="text-sm text-slate-600">{t('rider.tipsCount', { count: data.totals.tips_count })}</dd>
            </div>
            <div className="rounded-2xl bg-amber-50 px-3 py-2.5 ring-1 ring-amber-100">
              <dt className="text-sm font-semibold text-amber-900">{t('rider.rating')}</dt>
              {data.totals.rating === null ? (
                <dd className="mt-1 text-sm text-slate-600">{t('rider.noRating')}</dd>
              ) : (
                <>
                  <dd className="flex items-center gap-1 text-2xl font-extrabold text-ink tabular-nums">
                    <Star className="h-5 w-5 fill-amber-400 text-amber-500" aria-hidden="true" />
                    {data.totals.rating.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
                  </dd>
                  <dd className="text-sm text-slate-600">{t('rider.ratingsCount', { count: data.totals.ratings_count })}</dd>
                </>
              )}
            </div>
          </dl>
          <FeedbackLists data={data} />
        </>
      ) : feedback.isError ? (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3">
          <p className="min-w-0 flex-1 text-sm font-semibold text-slate-700">{t('rider.loadFailed')}</p>
          <button
            type="button"
            onClick={() => void feedback.refetch()}
            disabled={feedback.isFetching}
            className="inline-flex h-12 shrink-0 items-center gap-1.5 rounded-xl bg-white px-3 font-semibold text-brand-700 ring-1 ring-slate-200 disabled:opacity-60"
          >
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            {t('rider.retry')}
          </button>
        </div>
      ) : (
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          {t('rider.loading')}
        </p>
      )}
    </section>
  );
}
