/** The Overview and Analytics queries; `all` refetches every one of them. */
export const adminStatsKeys = {
  all: ['admin-stats'] as const,
  stats: () => [...adminStatsKeys.all, 'stats'] as const,
  activity: (limit?: number) =>
    limit === undefined ? ([...adminStatsKeys.all, 'activity'] as const) : ([...adminStatsKeys.all, 'activity', limit] as const),
  analytics: (from?: string, to?: string) =>
    from === undefined
      ? ([...adminStatsKeys.all, 'analytics'] as const)
      : ([...adminStatsKeys.all, 'analytics', from, to] as const),
};

/** The Overview refreshes every minute (its weekly windows move with the clock) and at once on an order's move. */
export const OVERVIEW_REFRESH_MS = 60_000;
