import { businessDate } from '@washday/core';
import { LoaderCircle, Percent, IndianRupee } from 'lucide-react';
import { FormProvider, useFormContext, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, dialogToastOptions } from '@/components/ui/dialog';
import { useZodForm } from '@/hooks/use-zod-form';
import { cn } from '@/lib/cn';
import { applyServerError } from '@/lib/form-errors';
import { useCreateCoupon } from '../api/create-coupon';
import { EMPTY_COUPON, couponFormSchema, type CouponFormValues } from '../utils/coupon-form';

const FIELDS = [
  'code',
  'description',
  'discount_type',
  'discount_value',
  'max_discount',
  'min_order',
  'usage_limit',
  'valid_from',
  'valid_to',
] as const;

/** A new coupon: code, discount (percent with a cap, or flat), conditions and dates; checked by core's rules. */
export function CouponFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useZodForm(couponFormSchema, { defaultValues: EMPTY_COUPON });
  const create = useCreateCoupon();

  const close = () => {
    if (create.isPending) return;
    form.reset(EMPTY_COUPON);
    onClose();
  };
  const onSubmit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: ({ message }) => {
        toast.success(message);
        form.reset(EMPTY_COUPON);
        onClose();
      },
      onError: (error) => {
        applyServerError(form.setError, error, { fields: FIELDS });
        toast.error('Could not create the coupon', dialogToastOptions());
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent widthClassName="min-[48rem]:max-w-2xl" className="p-0">
        <FormProvider {...form}>
          <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="New coupon">
            <div className="border-b border-slate-100 px-6 pt-6 pb-4 pr-14">
              <DialogTitle className="text-xl">New coupon</DialogTitle>
              <DialogDescription className="mt-1">
                Checkout applies it from the next order; the code cannot be changed later.
              </DialogDescription>
            </div>
            <div className="grid gap-4 px-6 py-5 md:grid-cols-2">
              <TextField<CouponFormValues>
                name="code"
                label="Code"
                required
                autoComplete="off"
                clean={(raw) => raw.toUpperCase().replace(/\s/g, '')}
                placeholder="DIWALI25"
                hint="3-30 letters, digits, - or _"
                inputClassName="h-11 font-mono font-semibold tracking-wider"
              />
              <TextField<CouponFormValues>
                name="description"
                label="Description"
                placeholder="Shown to customers; written for you if left blank"
                inputClassName="h-11 text-sm"
              />
              <DiscountFields />
              <TextField<CouponFormValues>
                name="min_order"
                label="Minimum order (₹)"
                inputMode="decimal"
                placeholder="None"
                inputClassName="h-11 tabular-nums"
              />
              <TextField<CouponFormValues>
                name="usage_limit"
                label="Usage limit (all customers)"
                inputMode="numeric"
                placeholder="No limit"
                inputClassName="h-11 tabular-nums"
              />
              <TextField<CouponFormValues>
                name="valid_from"
                label="Valid from"
                type="date"
                min={businessDate(new Date())}
                hint="Blank: from now"
                inputClassName="h-11 tabular-nums"
              />
              <TextField<CouponFormValues>
                name="valid_to"
                label="Valid to (last day)"
                type="date"
                min={businessDate(new Date())}
                hint="Blank: no end date"
                inputClassName="h-11 tabular-nums"
              />
              <fieldset className="space-y-2 md:col-span-2">
                <legend className="mb-1 text-sm font-semibold text-slate-700">Who may use it</legend>
                <Check
                  name="first_order_only"
                  label="First order only"
                  hint="Customers with no earlier order that was not cancelled"
                />
                <Check
                  name="one_time_per_customer"
                  label="Once per customer"
                  hint="A customer can redeem it one time (a cancelled order gives it back)"
                />
              </fieldset>
            </div>
            <div className="flex flex-col gap-3 border-t border-slate-100 px-6 py-4">
              <FormAlert<CouponFormValues> />
              <div className="flex justify-end gap-2">
                <Button variant="secondary" onClick={close} disabled={create.isPending}>
                  Cancel
                </Button>
                <Button type="submit" disabled={create.isPending}>
                  {create.isPending ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
                  Create coupon
                </Button>
              </div>
            </div>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}

function DiscountFields() {
  const form = useFormContext<CouponFormValues>();
  const kind = useWatch({ control: form.control, name: 'discount_type' });
  const percent = kind === 'percent';
  return (
    <div className="grid gap-3 rounded-2xl bg-slate-50/70 p-3 ring-1 ring-slate-200 md:col-span-2 md:grid-cols-[auto_1fr_1fr]">
      <div>
        <p className="mb-1.5 text-sm font-semibold text-slate-700">Discount</p>
        <div
          role="radiogroup"
          aria-label="Discount type"
          className="inline-flex gap-1 rounded-xl bg-white p-1 ring-1 ring-slate-200"
        >
          {(['percent', 'flat'] as const).map((option) => (
            <button
              key={option}
              type="button"
              role="radio"
              aria-checked={kind === option}
              onClick={() => {
                form.setValue('discount_type', option);
                form.clearErrors(['discount_value', 'max_discount']);
              }}
              className={cn(
                'inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-600',
                kind === option && 'bg-brand-600 text-white shadow-soft',
              )}
            >
              {option === 'percent' ? (
                <Percent className="h-3.5 w-3.5" aria-hidden="true" />
              ) : (
                <IndianRupee className="h-3.5 w-3.5" aria-hidden="true" />
              )}
              {option === 'percent' ? 'Percent' : 'Flat'}
            </button>
          ))}
        </div>
      </div>
      <TextField<CouponFormValues>
        name="discount_value"
        label={percent ? 'Percent off' : 'Amount off (₹)'}
        required
        inputMode="decimal"
        placeholder={percent ? '20' : '50'}
        inputClassName="h-11 bg-white tabular-nums"
      />
      {percent ? (
        <TextField<CouponFormValues>
          name="max_discount"
          label="Maximum discount (₹)"
          required
          inputMode="decimal"
          placeholder="200"
          inputClassName="h-11 bg-white tabular-nums"
        />
      ) : (
        <p className="self-end pb-3 text-xs text-slate-500">Never more than the order&apos;s subtotal.</p>
      )}
    </div>
  );
}

function Check({ name, label, hint }: { name: 'first_order_only' | 'one_time_per_customer'; label: string; hint: string }) {
  const { register } = useFormContext<CouponFormValues>();
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl px-3 py-2 ring-1 ring-slate-200 hover:bg-slate-50">
      <input type="checkbox" {...register(name)} className="mt-0.5 h-4 w-4 accent-brand-600" />
      <span>
        <span className="block text-sm font-semibold text-ink">{label}</span>
        <span className="block text-xs text-slate-500">{hint}</span>
      </span>
    </label>
  );
}
