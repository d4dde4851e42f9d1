import type { Rider } from '@washday/core';

/** Placeholder until the assigned orders list lands (issue 10). */
export function AssignedOrders(_props: { rider: Rider }) {
  return null;
}
