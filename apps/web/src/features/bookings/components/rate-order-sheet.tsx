import { RATING_COMMENT_MAX, RATING_TAGS, formatRupeesIn, type RatingTag } from '@washday/core';
import { useQueryClient } from '@tanstack/react-query';
import { HandCoins, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textAreaClasses } from '@/components/form/text-area-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, dialogToastOptions } from '@/components/ui/dialog';
import { useLocale } from '@/hooks/use-locale';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { translateMessage } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { ratingKeys, saveRating, useOrderRating, type OrderRating } from '../api/ratings';
import { useTipPayment } from '../hooks/use-tip-payment';
import { LocalCheckoutDialog } from './local-checkout-dialog';
import { StarPicker } from './star-picker';
import { TipChips, tipAmountOf, type TipChoice } from './tip-chips';

export interface RateOrderSheetProps {
  orderId: string;
  orderNumber: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function RatingForm({
  data,
  orderId,
  orderNumber,
  close,
}: {
  data: OrderRating;
  orderId: string;
  orderNumber: string;
  close: () => void;
}) {
  const { t } = useTranslation('ratings');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const commentId = useId();
  const rating = data.rating;
  const editable = rating === null || rating.editable;
  const [orderStars, setOrderStars] = useState<number | null>(rating?.order_stars ?? null);
  const [riderStars, setRiderStars] = useState<number | null>(rating?.rider_stars ?? null);
  const [tags, setTags] = useState<RatingTag[]>(rating?.tags ?? []);
  const [comment, setComment] = useState(rating?.comment ?? '');
  const [tip, setTip] = useState<TipChoice>({ kind: 'none' });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pay = useTipPayment(orderId, close);
  const riderName = data.rider?.name ?? '';
  const tipAmount = data.tip || !data.rider ? null : tipAmountOf(tip);
  const tipInvalid = !data.tip && tip.kind !== 'none' && tipAmount === null;
  const busy = saving || pay.step !== 'idle';
  const rupees = (amount: number) => formatRupeesIn(locale, amount);
  const until = rating
    ? new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'Asia/Kolkata' }).format(
        new Date(rating.editable_until),
      )
    : '';

  const submit = async () => {
    setError(null);
    if (editable) {
      if (orderStars === null) return setError(t('sheet.chooseStars'));
      if (data.rider && riderStars === null) return setError(t('sheet.chooseRiderStars'));
      setSaving(true);
      try {
        const saved = await saveRating(orderId, {
          order_stars: orderStars,
          rider_stars: data.rider ? riderStars : null,
          tags,
          comment,
        });
        const { message: _message, ...answer } = saved;
        queryClient.setQueryData(ratingKeys.order(orderId), answer);
      } catch (failure) {
        setSaving(false);
        setError(failure instanceof ApiError ? translateMessage(failure.message) : t('sheet.loadFailed'));
        return;
      }
      setSaving(false);
      if (tipAmount === null) {
        toast.success(t('sheet.saved'), dialogToastOptions());
        close();
        return;
      }
    }
    if (tipAmount !== null) await pay.start(tipAmount);
  };

  const action = !editable
    ? tipAmount
      ? t('sheet.tipOnly', { amount: rupees(tipAmount) })
      : t('sheet.tipTitle', { name: riderName })
    : tipAmount
      ? t('sheet.saveAndTip', { amount: rupees(tipAmount) })
      : rating
        ? t('sheet.update')
        : t('sheet.save');

  return (
    <>
      <div className="space-y-5 px-5 pb-2 min-[48rem]:px-6">
        {editable ? (
          <>
            <section>
              <h3 className="text-base font-bold text-ink">{t('sheet.order')}</h3>
              <StarPicker value={orderStars} onChange={setOrderStars} label={t('sheet.order')} disabled={busy} />
            </section>
            {data.rider ? (
              <section>
                <h3 className="text-base font-bold text-ink">{t('sheet.rider', { name: riderName })}</h3>
                <StarPicker
                  value={riderStars}
                  onChange={setRiderStars}
                  label={t('sheet.rider', { name: riderName })}
                  disabled={busy}
                />
              </section>
            ) : null}
            <section>
              <h3 className="text-base font-bold text-ink">{t('sheet.tagsTitle')}</h3>
              <div className="mt-2 flex flex-wrap gap-2">
                {RATING_TAGS.map((tag) => {
                  const on = tags.includes(tag);
                  return (
                    <button
                      key={tag}
                      type="button"
                      aria-pressed={on}
                      disabled={busy}
                      onClick={() => setTags(on ? tags.filter((x) => x !== tag) : [...tags, tag])}
                      className={cn(
                        'inline-flex min-h-11 items-center rounded-full px-4 text-[15px] font-semibold ring-1 transition-colors',
                        on
                          ? 'bg-brand-50 text-brand-800 ring-brand-300'
                          : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50',
                      )}
                    >
                      {t(`tags.${tag}`)}
                    </button>
                  );
                })}
              </div>
            </section>
            <section>
              <label htmlFor={commentId} className="text-base font-bold text-ink">
                {t('sheet.comment')}
              </label>
              <textarea
                id={commentId}
                rows={3}
                value={comment}
                maxLength={RATING_COMMENT_MAX}
                disabled={busy}
                placeholder={t('sheet.commentPlaceholder')}
                onChange={(event) => setComment(event.target.value)}
                className={cn(textAreaClasses, 'mt-2')}
              />
              {rating ? <p className="mt-1 text-sm text-slate-500">{t('sheet.editUntil', { date: until })}</p> : null}
            </section>
          </>
        ) : (
          <p className="rounded-2xl bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-100">{t('sheet.closed')}</p>
        )}
        {data.rider ? (
          <section className="rounded-2xl bg-amber-50/60 p-4 ring-1 ring-amber-100">
            <h3 className="flex items-center gap-2 text-base font-bold text-ink">
              <HandCoins className="h-5 w-5 text-amber-700" aria-hidden="true" />
              {t('sheet.tipTitle', { name: riderName })}
            </h3>
            {data.tip ? (
              <p className="mt-1 text-sm font-semibold text-emerald-800">
                {t('sheet.tipDone', { amount: rupees(data.tip.amount) })}
              </p>
            ) : (
              <>
                <p className="mt-0.5 mb-3 text-sm text-slate-600">{t('sheet.tipNote')}</p>
                <TipChips value={tip} onChange={setTip} label={t('sheet.tipTitle', { name: riderName })} />
              </>
            )}
          </section>
        ) : null}
      </div>
      <div className="sticky bottom-0 mt-3 border-t border-slate-100 bg-white px-5 pt-3 pb-4 min-[48rem]:px-6">
        {error || pay.error ? (
          <p role="alert" className="mb-2 text-sm font-medium text-red-700">
            {error ?? t('sheet.tipFailed', { message: pay.error ?? '' })}
          </p>
        ) : null}
        {editable || (data.rider && !data.tip && tip.kind !== 'none') ? (
          <Button
            size="lg"
            className="w-full"
            disabled={busy || tipInvalid}
            aria-busy={busy || undefined}
            onClick={() => void submit()}
          >
            {busy ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
            {saving ? t('sheet.saving') : pay.step !== 'idle' ? t('sheet.paying') : action}
          </Button>
        ) : (
          <Button size="lg" variant="secondary" className="w-full" onClick={close}>
            {t('sheet.cancel')}
          </Button>
        )}
      </div>
      <LocalCheckoutDialog orderId={orderNumber} pay={pay} />
    </>
  );
}

/** 'Rate your order': stars for the order and its rider, quick tags, a comment and a tip (decision 0041). */
export function RateOrderSheet({ orderId, orderNumber, open, onOpenChange }: RateOrderSheetProps) {
  const { t } = useTranslation('ratings');
  const rating = useOrderRating(orderId, { enabled: open });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent mobileLayout="sheet" widthClassName="min-[48rem]:max-w-lg">
        <div className="px-5 pt-6 pb-4 pr-14 min-[48rem]:px-6">
          <DialogTitle className="text-xl">{t('sheet.title')}</DialogTitle>
          <DialogDescription className="mt-1">{t('sheet.description', { orderId: orderNumber })}</DialogDescription>
        </div>
        {rating.data ? (
          <RatingForm
            key={orderId}
            data={rating.data}
            orderId={orderId}
            orderNumber={orderNumber}
            close={() => onOpenChange(false)}
          />
        ) : rating.isError ? (
          <p role="alert" className="px-5 pb-6 text-sm text-red-700">
            {t('sheet.loadFailed')}
          </p>
        ) : (
          <p className="flex items-center gap-2 px-5 pb-6 text-sm text-slate-600">
            <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
            {t('sheet.loading')}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
