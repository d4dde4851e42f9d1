export const adminPlanKeys = {
  plans: ['admin', 'plans'] as const,
  subscribers: (status: string, page: number) => ['admin', 'plans', 'subscribers', status, page] as const,
};
