// The rider's item changes at the door (rider-portal.md §7): the rider proposes the items, the customer approves or
// rejects them on their phone, and an approved proposal is saved to the order. A quick pickup starts with no items,
// so its rider always proposes them and its customer approves; a regular order sometimes has one more garment.
import { ApiError, retrying, type HttpClient } from './http-client.js';

interface Who {
  token: string;
  address: string;
}

/**
 * Proposes `items` of `service`, has the customer decide, and saves an approved proposal. Answers whether the order
 * now has the proposed items. Retries whose first try committed answer 409 (already proposed, decided or saved).
 */
export async function changeItems(
  http: HttpClient,
  rider: Who,
  customer: Who & { id: string },
  orderId: string,
  change: { service: string; items: number; approve: boolean },
): Promise<boolean> {
  const items = [{ serviceId: change.service, quantity: change.items }];
  const path = `/api/riders/orders/${orderId}/update`;
  const proposed = await committed(() =>
    http.call<{ verification: { id: string } | null }>('rider', 'PUT', path, { ...rider, body: { items } }),
  );
  const verificationId = proposed?.verification?.id ?? (await pendingVerification(http, customer, orderId));
  await committed(() =>
    http.call('customer', 'POST', `/api/admin/customer-verifications/${verificationId}/respond`, {
      ...customer,
      body: change.approve ? { approved: true, orderId } : { approved: false, reason: 'I gave fewer clothes than that', orderId },
    }),
  );
  if (!change.approve) return false;
  await committed(() => http.call('rider', 'PUT', path, { ...rider, body: { items, requiresVerification: false } }));
  return true;
}

/** A move retried through a fault: a retry whose first try had committed answers 409, which counts as done. */
async function committed<T>(work: () => Promise<T>): Promise<T | undefined> {
  let retried = false;
  return retrying(async () => {
    try {
      return await work();
    } catch (error) {
      if (retried && error instanceof ApiError && error.status === 409) return undefined;
      if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) retried = true;
      throw error;
    }
  }, 90_000);
}

/** The proposal a retried propose made, as the customer's app finds it (their verifications, newest first). */
async function pendingVerification(http: HttpClient, customer: Who & { id: string }, orderId: string): Promise<string> {
  const mine = await retrying(() =>
    http.call<{ verifications: Array<{ id: string; orderId: string; status: string; orderData: { bookingId: string } }> }>(
      'customer',
      'GET',
      `/api/admin/customer-verifications/${customer.id}`,
      { token: customer.token, address: customer.address },
    ),
  );
  const id = mine.verifications.find(
    (v) => v.status === 'pending' && (v.orderId === orderId || v.orderData.bookingId === orderId),
  )?.id;
  if (!id) throw new Error(`no pending item change found for order ${orderId} after a retried proposal`);
  return id;
}
