import {
  normalizeIndianMobile,
  type Booking,
  type CatalogueService,
  type CreateBookingBody,
  type PreferredTimeSlot,
  type User,
  formatRupeesIn,
} from '@washday/core';
import { ClipboardList, LoaderCircle, MapPin, ShoppingBag, TicketPercent } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FormProvider, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useBottomBar } from '@/hooks/use-bottom-bar';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { useLocale } from '@/hooks/use-locale';
import { useNow } from '@/hooks/use-now';
import { useZodForm } from '@/hooks/use-zod-form';
import { cn } from '@/lib/cn';
import { applyServerError, FORM_ERROR } from '@/lib/form-errors';
import { estimateServiceLines } from '@/lib/order-pricing';
import { isSlotFull, refreshFullSlots, useFullSlots } from '../api/get-full-slots';
import { useCheckoutSchedule } from '../hooks/use-checkout-schedule';
import { useCoupon } from '../hooks/use-coupon';
import { usePlaceOrder } from '../hooks/use-place-order';
import { checkoutFormSchema, INITIAL_CHECKOUT_FORM, toCouponInput, type CheckoutFormState } from '../utils/checkout-form-state';
import { loadCheckoutState, saveCheckoutState, toFormState } from '../utils/checkout-state-storage';
import { CHECKOUT_MESSAGES, checkoutErrors } from '../utils/checkout-validation';
import { CheckoutContactSection } from './checkout-contact-section';
import { CheckoutErrors } from './checkout-errors';
import { CheckoutSection, Chosen } from './checkout-section';
import { DeliverySection, PickupSection } from './checkout-schedule-sections';
import { CouponField } from './coupon-field';
import { OrderTotals } from './order-totals';

/** One cart line as the checkout needs it: the catalogue service (prices for display only) and how many. */
export interface CheckoutLine {
  service: CatalogueService;
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
  /** The customer's preferred time slot: a chosen pickup date gets the first free time in it. */
  preferredPickupSlot?: PreferredTimeSlot | null;
}

function initialForm(phone: string): CheckoutFormState {
  const saved = loadCheckoutState();
  const restored = saved ? { ...INITIAL_CHECKOUT_FORM, ...toFormState(saved) } : INITIAL_CHECKOUT_FORM;
  return { ...restored, phone: restored.phone || phone };
}

/** The fields the server may refuse by name that the form shows; other refusals join the list as they are. */
const SERVER_FIELDS = ['phone', 'instructions'] as const;

export function CheckoutForm({
  user,
  lines,
  cartSection,
  addressPicker,
  addressId,
  hasPendingOrder,
  onSignInRequired,
  onPlaced,
  preferredPickupSlot = null,
}: CheckoutFormProps) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const now = useNow();
  const userPhone = user ? (normalizeIndianMobile(user.phone) ?? '') : '';
  const form = useZodForm(checkoutFormSchema, { defaultValues: initialForm(userPhone) });
  const values = useWatch({ control: form.control }) as CheckoutFormState;
  const { field: couponInput } = useController({ control: form.control, name: 'couponInput' });
  // After the first 'Place Order' the list follows the form (fixed lines drop out).
  const [attempt, setAttempt] = useState(0);
  const errorsRef = useRef<HTMLDivElement>(null);
  const actionBarRef = useBottomBar<HTMLDivElement>();
  const userId = user?.id ?? null;
  const categories = [...new Set(lines.map((line) => line.service.category))];
  const fullPickupSlots = useFullSlots(addressId, values.pickupDate ?? null, user !== null);
  const schedule = useCheckoutSchedule(form, categories, now, fullPickupSlots, user ? preferredPickupSlot : null);
  const queryClient = useQueryClient();

  // Core's pricing, as the server will charge; the coupon is checked against the subtotal.
  const { subtotal } = estimateServiceLines(lines);
  const coupon = useCoupon({ subtotal, userId });
  const estimate = estimateServiceLines(lines, coupon.discount);
  const { placeOrder, placing, askToSignIn } = usePlaceOrder({ userId, onPlaced });
  const catalogueText = useCatalogueText();
  // Core's pricing messages name a service in English; the list names it as the cart shows it.
  const serviceName = (english: string) => {
    const line = lines.find(({ service }) => service.name === english);
    return line ? catalogueText.name(line.service).text : english;
  };

  // Signing in mid-checkout fills in the customer's number unless one was typed.
  const { getValues, setValue } = form;
  useEffect(() => {
    if (userPhone && !getValues('phone')) setValue('phone', userPhone);
  }, [userPhone, getValues, setValue]);

  // A coupon restored after sign-in is checked again for the signed-in customer.
  const [restoredCoupon] = useState(() => getValues('couponInput'));
  const { apply: applyCoupon } = coupon;
  useEffect(() => {
    if (restoredCoupon) void applyCoupon(restoredCoupon);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const checkInput = (at: Date) => ({
    form: { ...schedule.chosen, phone: values.phone },
    signedIn: user !== null,
    addressId,
    categories,
    now: at,
  });
  const ruleErrors = attempt > 0 ? [...checkoutErrors(checkInput(now)), ...(estimate.problem ? [estimate.problem] : [])] : [];
  const { errors: fieldErrors } = form.formState;
  const refusals = [fieldErrors.phone?.message, fieldErrors.instructions?.message, fieldErrors.root?.server?.message];
  const errors = [...new Set([...ruleErrors, ...refusals.filter((message): message is string => Boolean(message))])];

  // In the commit that shows the list, so it is never on screen unfocused.
  useLayoutEffect(() => {
    if (attempt === 0) return;
    const list = errorsRef.current;
    list?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    list?.focus({ preventScroll: true });
  }, [attempt]);

  /** Shows the list and scrolls to it. */
  const showErrors = () => setAttempt((previous) => previous + 1);

  const saveForSignIn = () =>
    saveCheckoutState({
      ...schedule.chosen,
      phone: values.phone,
      instructions: values.instructions,
      couponCode: coupon.applied?.code ?? values.couponInput,
    });

  const submit = form.handleSubmit(async ({ phone, instructions }) => {
    if (placing || hasPendingOrder) return;
    if (!user) {
      saveForSignIn();
      showErrors();
      askToSignIn();
      onSignInRequired();
      return;
    }
    if (checkoutErrors(checkInput(new Date())).length > 0 || estimate.problem) return showErrors();

    const { pickupDate, pickupTime, deliveryDate, deliveryTime } = schedule.chosen;
    const note = instructions.trim();
    const body: CreateBookingBody = {
      services: lines.map(({ service, quantity }) => ({
        id: service.id,
        quantity,
        name: service.name,
        category: service.category,
        price: service.price,
      })),
      pickupDate: pickupDate!,
      pickupTime: pickupTime!,
      deliveryDate: deliveryDate!,
      deliveryTime: deliveryTime!,
      address_id: addressId!,
      phone: normalizeIndianMobile(phone) ?? phone,
      ...(note ? { instructions: note } : {}),
      ...(coupon.applied ? { coupon_code: coupon.applied.code } : {}),
      payment_method: 'cash',
    };
    const result = await placeOrder(body);
    if (result.status === 'sign-in') {
      saveForSignIn();
      form.setError(FORM_ERROR, { type: 'server', message: CHECKOUT_MESSAGES.signInRequired });
      showErrors();
      onSignInRequired();
    } else if (result.status === 'error') {
      if (isSlotFull(result.error)) void refreshFullSlots(queryClient);
      applyServerError(form.setError, result.error, { fields: SERVER_FIELDS, message: () => result.message });
      showErrors();
    } else if (result.status === 'queued') {
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  }, showErrors);

  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={t('form.label')}
        onSubmit={(event) => void submit(event)}
        className="grid items-start gap-4 md:grid-cols-[minmax(0,1fr)_22rem] md:gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]"
      >
        <div className="min-w-0 space-y-4">
          <CheckoutSection
            icon={ShoppingBag}
            title={t('form.items')}
            aside={<Chosen>{t('form.itemCount', { count: itemCount })}</Chosen>}
          >
            {cartSection}
          </CheckoutSection>
          <PickupSection schedule={schedule} now={now} />
          <DeliverySection schedule={schedule} now={now} />
          <CheckoutSection icon={MapPin} title={t('form.pickupAddress')}>
            {addressPicker}
          </CheckoutSection>
          <CheckoutContactSection />
        </div>

        <div className="min-w-0 space-y-4 md:sticky md:top-20">
          <CheckoutSection icon={TicketPercent} title={t('form.coupon')}>
            <CouponField
              value={couponInput.value}
              onChange={(code) => {
                coupon.clearError();
                couponInput.onChange(toCouponInput(code));
              }}
              applied={coupon.applied}
              discount={estimate.discount}
              error={coupon.error}
              applying={coupon.applying}
              onApply={() => void coupon.apply(couponInput.value)}
              onRemove={() => {
                coupon.remove();
                couponInput.onChange('');
              }}
            />
          </CheckoutSection>

          <CheckoutSection icon={ClipboardList} title={t('form.bill')}>
            <OrderTotals
              subtotal={estimate.subtotal}
              discount={estimate.discount}
              couponCode={coupon.applied?.code ?? null}
              total={estimate.total}
            />
          </CheckoutSection>

          <CheckoutErrors ref={errorsRef} errors={errors} serviceName={serviceName} />

          {/* On phones the button rides at the bottom of the screen with the total. */}
          <div
            ref={actionBarRef}
            className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] backdrop-blur-md md:static md:border-0 md:bg-transparent md:p-0 md:backdrop-blur-none"
          >
            <div className="mx-auto flex max-w-3xl items-center gap-3 md:block">
              <div className="min-w-0 md:hidden">
                <p className="text-xs font-medium text-slate-500">{t('form.totalPayOnDelivery')}</p>
                <p className="text-lg font-extrabold tracking-tight text-ink tabular-nums">
                  {formatRupeesIn(locale, estimate.total)}
                </p>
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
                    {t('form.processing')}
                  </>
                ) : hasPendingOrder ? (
                  t('form.waitingToSend')
                ) : (
                  t('form.placeOrder')
                )}
              </Button>
            </div>
            <p className="mt-2 hidden text-center text-xs text-slate-500 md:block">{t('form.payInCash')}</p>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
