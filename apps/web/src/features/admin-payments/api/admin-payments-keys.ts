/** Operations' money screens: the business's invoice details, and the payments list with its totals. */
export const adminPaymentsKeys = {
  all: ['admin', 'payments'] as const,
  business: () => [...adminPaymentsKeys.all, 'business'] as const,
};
