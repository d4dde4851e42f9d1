// The route solver (issue 28), for the API and the bench: import from '@washday/core/routing'. Pure, no I/O; kept
// out of core's main index so that no web bundle carries it.
export { solve, VRP_UNASSIGNED_MESSAGES } from './solve.js';
export { checkSolution, totalTravel } from './check-solution.js';
export * from './vrp-types.js';
