/**
 * This process's CPU time in ms. The machine is shared (tests, builds): wall time counts the other processes too, so
 * the route planner's benches budget and report the solver's own CPU time as its one-core figure, wall time beside.
 */
export function cpuMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}
