import { contract, type Checkout, type EndpointBody } from '@washday/core';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-endpoint';
import { CUSTOMER_DATA_KEY } from '@/lib/session-keys';

// Laundry plans (docs/decisions/0042-laundry-plans.md): the offer, the customer's plan, paying its cycle.

export type PlanCheckoutResult = EndpointBody<typeof contract.plans.verify>;

export const planKeys = {
  offer: ['plans', 'offer'] as const,
  /** The customer's own plan: cleared with the rest of the customer's data at logout. */
  mine: [...CUSTOMER_DATA_KEY, 'plans', 'mine'] as const,
  /** The invoices of all the customer's plans: under `mine`, so refreshing the plan refreshes them too. */
  invoices: [...CUSTOMER_DATA_KEY, 'plans', 'mine', 'invoices'] as const,
};

export const plansOfferQuery = () =>
  queryOptions({
    queryKey: planKeys.offer,
    queryFn: ({ signal }) => callEndpoint(contract.plans.list, { signal }).then((a) => a.plans),
    staleTime: 60_000,
  });

export const myPlanQuery = () =>
  queryOptions({
    queryKey: planKeys.mine,
    queryFn: ({ signal }) => callEndpoint(contract.plans.mine, { signal }).then((a) => a.subscription),
  });

export const myPlanInvoicesQuery = () =>
  queryOptions({
    queryKey: planKeys.invoices,
    queryFn: ({ signal }) => callEndpoint(contract.plans.invoices, { signal }).then((a) => a.invoices),
  });

export const subscribeToPlan = (planId: string) => callEndpoint(contract.plans.subscribe, { body: { plan_id: planId } });
export const startPlanPayment = (): Promise<Checkout> => callEndpoint(contract.plans.pay, {}).then((a) => a.checkout);
export const verifyPlanPayment = (body: PlanCheckoutResult) => callEndpoint(contract.plans.verify, { body });
export const cancelPlan = () => callEndpoint(contract.plans.cancel, {});
