import { claimDecisionSchema, formatIndianMobile, formatRupees, type AdminClaim, type ClaimPayout } from '@washday/core';
import { LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { serverMessage } from '@/lib/form-errors';
import { dateTimeFormat } from '@/lib/india-time';
import { toast } from '@/lib/toast';
import { useDecideClaim } from '../api/admin-claims';
import { ClaimStatusCell } from './claims-table';

const FIELD =
  'block w-full rounded-xl bg-slate-50 px-3 py-2 text-sm text-ink ring-1 ring-slate-200 outline-none focus:bg-white focus:ring-2 focus:ring-brand-500';

function DecisionForm({ claim, onDone }: { claim: AdminClaim; onDone: () => void }) {
  const decide = useDecideClaim();
  const [choice, setChoice] = useState<'reject' | 'compensate'>('compensate');
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [payout, setPayout] = useState<ClaimPayout>('refund');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = claimDecisionSchema.safeParse(
      choice === 'reject' ? { decision: 'reject', reason } : { decision: 'compensate', amount: Number(amount || NaN), payout },
    );
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the decision');
    setError(null);
    decide.mutate(
      { id: claim.id, decision: parsed.data },
      {
        onSuccess: (data) => {
          toast.success(data.message);
          onDone();
        },
        onError: (failure) => setError(serverMessage(failure)),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="mt-5 space-y-3 border-t border-slate-100 pt-4">
      <fieldset className="flex gap-4 text-sm font-medium text-slate-700">
        <legend className="sr-only">Decision</legend>
        {(['compensate', 'reject'] as const).map((value) => (
          <label key={value} className="inline-flex items-center gap-2">
            <input type="radio" name="decision" checked={choice === value} onChange={() => setChoice(value)} />
            {value === 'compensate' ? 'Compensate' : 'Reject'}
          </label>
        ))}
      </fieldset>
      {choice === 'reject' ? (
        <label className="block text-sm font-medium text-slate-700">
          Reason for rejecting
          <textarea rows={3} value={reason} onChange={(event) => setReason(event.target.value)} className={`mt-1 ${FIELD}`} />
        </label>
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <label className="block text-sm font-medium text-slate-700">
            Amount (₹, at most {formatRupees(claim.cap)})
            <input
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              className={`mt-1 ${FIELD}`}
            />
          </label>
          <label className="block text-sm font-medium text-slate-700">
            Pay as
            <select value={payout} onChange={(event) => setPayout(event.target.value as ClaimPayout)} className={`mt-1 ${FIELD}`}>
              <option value="refund">Refund</option>
              <option value="coupon">Coupon</option>
            </select>
          </label>
        </div>
      )}
      {error ? (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-700 ring-1 ring-red-100">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={decide.isPending}>
        {decide.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
        {choice === 'reject' ? 'Reject claim' : 'Compensate'}
      </Button>
    </form>
  );
}

/** One claim for operations: the photos, what the customer said, the garment's trail, and the decision. */
export function ClaimReviewDialog({ claim, onClose }: { claim: AdminClaim | null; onClose: () => void }) {
  return (
    <Dialog open={claim !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent widthClassName="min-[48rem]:max-w-2xl">
        {claim ? (
          <div className="max-h-[85vh] overflow-y-auto px-6 pt-6 pb-6">
            <DialogTitle className="pr-10 text-xl">Claim on {claim.order_number}</DialogTitle>
            <DialogDescription className="mt-1 text-sm">
              {claim.customer.name} · {claim.customer.phone ? formatIndianMobile(claim.customer.phone) : 'no phone'} · paid{' '}
              {formatRupees(claim.paid)} · cap {formatRupees(claim.cap)}
            </DialogDescription>
            <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <ClaimStatusCell claim={claim} />
              <span className="capitalize">
                {claim.kind} · {claim.garment.service_name}
                {claim.garment.tag_code ? ` · ${claim.garment.tag_code}` : ''}
              </span>
            </div>
            <p className="mt-3 rounded-xl bg-slate-50 px-3 py-2 text-sm text-ink ring-1 ring-slate-100">{claim.description}</p>
            {claim.photos.length > 0 ? (
              <ul className="mt-3 grid grid-cols-5 gap-2" aria-label="Photos">
                {claim.photos.map((photo, index) => (
                  <li key={photo.id}>
                    <a
                      href={photo.url}
                      target="_blank"
                      rel="noreferrer"
                      className="block overflow-hidden rounded-xl ring-1 ring-slate-200"
                    >
                      <img src={photo.url} alt={`Photo ${index + 1}`} className="aspect-square w-full object-cover" />
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-sm text-slate-500">No photos.</p>
            )}
            <h3 className="mt-4 text-sm font-semibold text-slate-700">Garment trail</h3>
            <ol className="mt-2 space-y-1.5 border-l-2 border-slate-200 pl-3 text-sm">
              {claim.trail.map((step, index) => (
                <li key={index}>
                  <span className="text-slate-500 tabular-nums">{dateTimeFormat.format(new Date(step.at))}</span>{' '}
                  <span className="font-medium text-ink">{step.label}</span>
                  {step.note ? <span className="text-slate-500"> · {step.note}</span> : null}
                  {step.photos.length > 0 ? (
                    <ul className="mt-1.5 flex flex-wrap gap-2" aria-label={`${step.label} photos`}>
                      {step.photos.map((url, photo) => (
                        <li key={url}>
                          <a
                            href={url}
                            target="_blank"
                            rel="noreferrer"
                            className="block h-16 w-16 overflow-hidden rounded-lg ring-1 ring-slate-200"
                          >
                            <img src={url} alt={`${step.label} photo ${photo + 1}`} className="h-full w-full object-cover" />
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ol>
            {claim.status === 'open' ? (
              <DecisionForm claim={claim} onDone={onClose} />
            ) : claim.decision?.reason ? (
              <p className="mt-4 text-sm text-slate-700">Reason: {claim.decision.reason}</p>
            ) : claim.decision?.coupon_code ? (
              <p className="mt-4 text-sm text-slate-700">Coupon {claim.decision.coupon_code}</p>
            ) : null}
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
