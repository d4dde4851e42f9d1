/** Orders to assign (issue 11): built in its own change. */
export function OrdersToAssignPanel() {
  return <p className="text-sm text-slate-500">This section is being built.</p>;
}
