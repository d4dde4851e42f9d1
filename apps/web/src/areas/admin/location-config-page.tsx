/** /admin/location-config: service area configuration (issue 11): built in its own change. */
export function LocationConfigPage() {
  return <p className="pt-6 text-sm text-slate-500">This section is being built.</p>;
}
