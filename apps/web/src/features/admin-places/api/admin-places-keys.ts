import type { ServiceLocationStatusFilter, ServiceLocationType } from '@washday/core';

export interface ServiceLocationListQuery {
  search: string;
  type: ServiceLocationType | '';
  status: ServiceLocationStatusFilter;
  page: number;
}

/** Operations' place lists; a change re-asks the lists it can move (counts, order by priority). */
export const adminPlacesKeys = {
  locations: ['admin', 'service-locations'] as const,
  locationList: (query: ServiceLocationListQuery) => [...adminPlacesKeys.locations, 'list', query] as const,
  areas: ['admin', 'service-areas'] as const,
};
