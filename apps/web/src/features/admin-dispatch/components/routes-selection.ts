/** What the operator picked on the map or in the list: a rider, one of its stops, or an unplaced trip. */
export type RoutesSelection = { riderId: string | null; stop: string | null; unplaced?: string } | null;
