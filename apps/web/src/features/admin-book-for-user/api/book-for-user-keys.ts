/** Operations' Book for User reads: customer searches and a customer's saved addresses. */
export const bookForUserKeys = {
  all: ['admin', 'book-for-user'] as const,
  search: (q: string) => [...bookForUserKeys.all, 'search', q] as const,
  addresses: (customerId: string) => [...bookForUserKeys.all, 'addresses', customerId] as const,
};
