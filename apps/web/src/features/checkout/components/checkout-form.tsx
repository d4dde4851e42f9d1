import {
  DELIVERY_DAYS_SHOWN,
  deliveryDates,
  deliverySlots,
  earliestDelivery,
  formatRupees,
  normalizeIndianMobile,
  paiseToRupees,
  pickupDates,
  pickupSlots,
  rupeesToPaise,
  SLOT_MESSAGES,
  type Booking,
  type CreateBookingBody,
  type User,
} from '@washday/core';
import {
  CalendarClock,
  ChevronDown,
  ClipboardList,
  LoaderCircle,
  MapPin,
  Phone,
  ShoppingBag,
  TicketPercent,
  Truck,
} from 'lucide-react';
import { useEffect, useId, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FieldHint, Input, Label } from '@/components/ui/input';
import { useNow } from '@/hooks/use-now';
import { cn } from '@/lib/cn';
import { useCoupon } from '../hooks/use-coupon';
import { usePlaceOrder } from '../hooks/use-place-order';
import {
  checkoutFormReducer,
  INITIAL_CHECKOUT_FORM,
  INSTRUCTIONS_MAX_LENGTH,
  type CheckoutFormState,
} from '../utils/checkout-form-state';
import { loadCheckoutState, saveCheckoutState, toFormState } from '../utils/checkout-state-storage';
import { CHECKOUT_MESSAGES, checkoutErrors } from '../utils/checkout-validation';
import { dateChipLabel, timeLabel } from '../utils/schedule-format';
import { CheckoutErrors } from './checkout-errors';
import { CouponField } from './coupon-field';
import { OrderTotals } from './order-totals';
import { DateChips, ScheduleNote, SlotGrid } from './schedule-picker';

/** One cart line as the checkout needs it (catalogue price in rupees, for display only). */
export interface CheckoutLine {
  id: string;
  name: string;
  category: string;
  price: number;
  quantity: number;
}

export interface CheckoutFormProps {
  /** The signed-in customer, or null for a guest. */
  user: User | null;
  lines: readonly CheckoutLine[];
  /** The cart lines with their steppers. */
  cartSection: ReactNode;
  /** The saved-address picker; it reports its choice through `addressId`. */
  addressPicker: ReactNode;
  addressId: string | null;
  /** An order is waiting to send: no second one until it has gone. */
  hasPendingOrder: boolean;
  onSignInRequired: () => void;
  onPlaced: (booking: Booking) => void;
}

function initialForm(): CheckoutFormState {
  const saved = loadCheckoutState();
  return saved ? { ...INITIAL_CHECKOUT_FORM, ...toFormState(saved) } : INITIAL_CHECKOUT_FORM;
}

function Section({
  icon: Icon,
  title,
  aside,
  children,
  id,
}: {
  icon: typeof Truck;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="rounded-3xl bg-white p-4 shadow-soft ring-1 ring-slate-900/5 sm:p-5">
      <div className="mb-4 flex items-center gap-2.5">
        <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="h-[18px] w-[18px]" aria-hidden="true" />
        </span>
        <h2 id={headingId} className="min-w-0 flex-1 text-[17px] font-bold tracking-tight text-ink">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

function SubHeading({ children, trailing }: { children: ReactNode; trailing?: ReactNode }) {
  return (
    <div className="mb-2.5 flex items-baseline justify-between gap-2">
      <h3 className="text-sm font-semibold text-slate-700">{children}</h3>
      {trailing}
    </div>
  );
}

function Chosen({ children }: { children: ReactNode }) {
  return <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">{children}</span>;
}

export function CheckoutForm({
  user,
  lines,
  cartSection,
  addressPicker,
  addressId,
  hasPendingOrder,
  onSignInRequired,
  onPlaced,
}: CheckoutFormProps) {
  const now = useNow();
  const ids = useId();
  const [form, dispatch] = useReducer(checkoutFormReducer, undefined, initialForm);
  const [phoneEdited, setPhoneEdited] = useState(false);
  // After the first 'Place Order' the list follows the form (fixed lines drop out); the server's refusals stay until the next try.
  const [attempt, setAttempt] = useState<{ tick: number; serverErrors: string[] }>({ tick: 0, serverErrors: [] });
  const errorsRef = useRef<HTMLDivElement>(null);
  const userId = user?.id ?? null;

  // Prices shown are the catalogue's; the server prices the order again.
  const subtotal = useMemo(
    () => paiseToRupees(lines.reduce((sum, line) => sum + rupeesToPaise(line.price) * line.quantity, 0)),
    [lines],
  );
  const categories = useMemo(() => [...new Set(lines.map((line) => line.category))], [lines]);
  const coupon = useCoupon({ subtotal, userId });
  const total = paiseToRupees(Math.max(0, rupeesToPaise(subtotal) - rupeesToPaise(coupon.discount)));
  const { placeOrder, placing } = usePlaceOrder({ userId, onPlaced });

  // A coupon restored after sign-in is checked again for the signed-in customer.
  const [restoredCoupon] = useState(() => form.couponInput);
  const { apply: applyCoupon } = coupon;
  useEffect(() => {
    if (restoredCoupon) void applyCoupon(restoredCoupon);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The schedule as it stands now: choices that have slipped into the past drop out by themselves.
  const pickupDateOptions = pickupDates(now);
  const pickupDate = form.pickupDate && pickupDateOptions.includes(form.pickupDate) ? form.pickupDate : null;
  const pickupSlotOptions = pickupDate ? pickupSlots(pickupDate, now) : [];
  const pickupTime = form.pickupTime && pickupSlotOptions.some((slot) => slot.value === form.pickupTime) ? form.pickupTime : null;
  const earliest = pickupDate && pickupTime ? earliestDelivery(pickupDate, pickupTime, categories) : null;
  const deliveryDateOptions = earliest ? deliveryDates(earliest) : [];
  const deliveryDate = form.deliveryDate && deliveryDateOptions.includes(form.deliveryDate) ? form.deliveryDate : null;
  const deliverySlotOptions = earliest && deliveryDate ? deliverySlots(deliveryDate, earliest) : [];
  const deliveryTime =
    form.deliveryTime && deliverySlotOptions.some((slot) => slot.value === form.deliveryTime) ? form.deliveryTime : null;
  const showAllDeliveryDates =
    form.showAllDeliveryDates || (deliveryDate !== null && deliveryDateOptions.indexOf(deliveryDate) >= DELIVERY_DAYS_SHOWN);
  const shownDeliveryDates = showAllDeliveryDates ? deliveryDateOptions : deliveryDateOptions.slice(0, DELIVERY_DAYS_SHOWN);
  const dryClean = categories.some((category) => category.includes('dry-clean'));

  const userPhone = user ? (normalizeIndianMobile(user.phone) ?? '') : '';
  const phone = phoneEdited || form.phone ? form.phone : userPhone;

  const liveErrors =
    attempt.tick > 0
      ? checkoutErrors({
          form: { pickupDate, pickupTime, deliveryDate, deliveryTime, phone },
          signedIn: user !== null,
          addressId,
          categories,
          now,
        })
      : [];
  const errors = [...liveErrors, ...attempt.serverErrors.filter((error) => !liveErrors.includes(error))];

  useEffect(() => {
    if (attempt.tick === 0) return;
    const list = errorsRef.current;
    list?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    list?.focus({ preventScroll: true });
  }, [attempt.tick]);

  /** Shows the list (with the server's refusal, if any) and scrolls to it. */
  const showErrors = (serverErrors: string[] = []) => setAttempt((previous) => ({ tick: previous.tick + 1, serverErrors }));

  const saveForSignIn = () =>
    saveCheckoutState({
      pickupDate,
      pickupTime,
      deliveryDate,
      deliveryTime,
      phone,
      instructions: form.instructions,
      couponCode: coupon.applied?.code ?? form.couponInput,
    });

  const submit = async () => {
    if (placing || hasPendingOrder) return;
    const list = checkoutErrors({
      form: { pickupDate, pickupTime, deliveryDate, deliveryTime, phone },
      signedIn: user !== null,
      addressId,
      categories,
      now: new Date(),
    });
    if (!user) {
      saveForSignIn();
      showErrors();
      onSignInRequired();
      return;
    }
    if (list.length > 0) {
      showErrors();
      return;
    }
    setAttempt((previous) => ({ ...previous, serverErrors: [] }));

    const instructions = form.instructions.trim();
    const body: CreateBookingBody = {
      services: lines.map((line) => ({
        id: line.id,
        quantity: line.quantity,
        name: line.name,
        category: line.category,
        price: line.price,
      })),
      pickupDate: pickupDate!,
      pickupTime: pickupTime!,
      deliveryDate: deliveryDate!,
      deliveryTime: deliveryTime!,
      address_id: addressId!,
      phone: normalizeIndianMobile(phone) ?? phone,
      ...(instructions ? { instructions } : {}),
      ...(coupon.applied ? { coupon_code: coupon.applied.code } : {}),
      payment_method: 'cash',
      totalAmount: total,
      discount_amount: coupon.discount,
      original_total: subtotal,
    };
    const result = await placeOrder(body);
    if (result.status === 'sign-in') {
      saveForSignIn();
      showErrors([CHECKOUT_MESSAGES.signInRequired]);
      onSignInRequired();
    } else if (result.status === 'error') {
      showErrors([result.message]);
    } else if (result.status === 'queued') {
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  };

  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const phoneId = `${ids}-phone`;
  const instructionsId = `${ids}-instructions`;

  return (
    <form
      noValidate
      aria-label="Checkout"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="grid items-start gap-4 md:grid-cols-[minmax(0,1fr)_22rem] md:gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]"
    >
      <div className="min-w-0 space-y-4">
        <Section
          icon={ShoppingBag}
          title="Your items"
          aside={<Chosen>{itemCount === 1 ? '1 item' : `${itemCount} items`}</Chosen>}
        >
          {cartSection}
        </Section>

        <Section
          icon={CalendarClock}
          title="Pickup"
          aside={
            pickupDate && pickupTime ? <Chosen>{`${dateChipLabel(pickupDate, now).top}, ${timeLabel(pickupTime)}`}</Chosen> : null
          }
        >
          <SubHeading>Date</SubHeading>
          <DateChips
            label="Pickup date"
            dates={pickupDateOptions}
            selected={pickupDate}
            now={now}
            onSelect={(date) =>
              dispatch({
                type: 'pickupDate',
                date,
                keepTime: pickupSlots(date, new Date()).some((slot) => slot.value === pickupTime),
              })
            }
          />
          <div className="mt-4">
            <SubHeading>Time</SubHeading>
            {!pickupDate ? (
              <ScheduleNote>Choose a pickup date to see the times.</ScheduleNote>
            ) : pickupSlotOptions.length === 0 ? (
              <ScheduleNote tone="warning">No pickup slots left on this date. Please choose another date.</ScheduleNote>
            ) : (
              <SlotGrid
                label="Pickup time"
                slots={pickupSlotOptions}
                selected={pickupTime}
                onSelect={(time) => dispatch({ type: 'pickupTime', time })}
              />
            )}
          </div>
        </Section>

        <Section
          icon={Truck}
          title="Delivery"
          aside={
            deliveryDate && deliveryTime ? (
              <Chosen>{`${dateChipLabel(deliveryDate, now).top}, ${timeLabel(deliveryTime)}`}</Chosen>
            ) : (
              <span className="text-xs font-medium text-slate-500">
                {dryClean ? 'Dry cleaning needs 48 h' : 'From 24 h after pickup'}
              </span>
            )
          }
        >
          {!earliest ? (
            <ScheduleNote>{SLOT_MESSAGES.pickupFirst}</ScheduleNote>
          ) : (
            <>
              <SubHeading
                trailing={
                  showAllDeliveryDates ? null : (
                    <button
                      type="button"
                      onClick={() => dispatch({ type: 'showAllDeliveryDates' })}
                      className="-my-2 inline-flex h-9 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                    >
                      More dates
                      <ChevronDown className="h-4 w-4" aria-hidden="true" />
                    </button>
                  )
                }
              >
                Date
              </SubHeading>
              <DateChips
                label="Delivery date"
                dates={shownDeliveryDates}
                selected={deliveryDate}
                now={now}
                onSelect={(date) => dispatch({ type: 'deliveryDate', date })}
              />
              <div className="mt-4">
                <SubHeading>Time</SubHeading>
                {!deliveryDate ? (
                  <ScheduleNote>Choose a delivery date to see the times.</ScheduleNote>
                ) : deliverySlotOptions.length === 0 ? (
                  <ScheduleNote tone="warning">{SLOT_MESSAGES.noDeliverySlots}</ScheduleNote>
                ) : (
                  <SlotGrid
                    label="Delivery time"
                    slots={deliverySlotOptions}
                    selected={deliveryTime}
                    onSelect={(time) => dispatch({ type: 'deliveryTime', time })}
                  />
                )}
              </div>
            </>
          )}
        </Section>

        <Section icon={MapPin} title="Pickup address">
          {addressPicker}
        </Section>

        <Section icon={Phone} title="Contact">
          <div>
            <Label htmlFor={phoneId}>Phone number</Label>
            <Input
              id={phoneId}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              startAdornment="+91"
              placeholder="10-digit mobile number"
              value={phone}
              onChange={(event) => {
                setPhoneEdited(true);
                dispatch({ type: 'phone', phone: event.target.value });
              }}
            />
            <FieldHint>Our rider calls this number at pickup and delivery.</FieldHint>
          </div>
          <div className="mt-4">
            <Label htmlFor={instructionsId}>
              Instructions <span className="font-normal text-slate-400">(optional)</span>
            </Label>
            <textarea
              id={instructionsId}
              rows={3}
              maxLength={INSTRUCTIONS_MAX_LENGTH}
              value={form.instructions}
              onChange={(event) => dispatch({ type: 'instructions', instructions: event.target.value })}
              placeholder="Gate code, stains to look at, fold or hang…"
              aria-describedby={`${instructionsId}-count`}
              className="block w-full resize-none rounded-2xl bg-slate-50 px-4 py-3 text-[16px] text-ink ring-1 ring-slate-200 transition outline-none placeholder:text-slate-400 focus:bg-white focus:ring-2 focus:ring-brand-500"
            />
            <FieldHint id={`${instructionsId}-count`} className="text-right">
              {form.instructions.length}/{INSTRUCTIONS_MAX_LENGTH}
            </FieldHint>
          </div>
        </Section>
      </div>

      <div className="min-w-0 space-y-4 md:sticky md:top-20">
        <Section icon={TicketPercent} title="Coupon">
          <CouponField
            value={form.couponInput}
            onChange={(code) => {
              coupon.clearError();
              dispatch({ type: 'couponInput', code });
            }}
            applied={coupon.applied}
            discount={coupon.discount}
            error={coupon.error}
            applying={coupon.applying}
            onApply={() => void coupon.apply(form.couponInput)}
            onRemove={() => {
              coupon.remove();
              dispatch({ type: 'couponInput', code: '' });
            }}
          />
        </Section>

        <Section icon={ClipboardList} title="Bill summary">
          <OrderTotals subtotal={subtotal} discount={coupon.discount} couponCode={coupon.applied?.code ?? null} total={total} />
        </Section>

        <CheckoutErrors ref={errorsRef} errors={errors} />

        {/* On phones the button rides at the bottom of the screen with the total. */}
        <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] backdrop-blur-md md:static md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none">
          <div className="mx-auto flex max-w-3xl items-center gap-3 md:block">
            <div className="min-w-0 md:hidden">
              <p className="text-xs font-medium text-slate-500">Total · pay on delivery</p>
              <p className="text-lg font-extrabold tracking-tight text-ink tabular-nums">{formatRupees(total)}</p>
            </div>
            <Button
              type="submit"
              size="lg"
              disabled={placing || hasPendingOrder}
              aria-busy={placing || undefined}
              className={cn('ml-auto h-12 flex-1 rounded-2xl text-base md:w-full', placing && 'disabled:opacity-90')}
            >
              {placing ? (
                <>
                  <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
                  Processing...
                </>
              ) : hasPendingOrder ? (
                'Waiting to send'
              ) : (
                'Place Order'
              )}
            </Button>
          </div>
          <p className="mt-2 hidden text-center text-xs text-slate-500 md:block">Pay in cash when your clothes come back.</p>
        </div>
      </div>
    </form>
  );
}
