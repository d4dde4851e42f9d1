import { TRACKING_PHASES } from '@washday/core';
import { FRESHNESS_ORDER, FRESHNESS_STYLE, PHASE_STYLE } from '../utils/rider-format';

/** What the marker colours mean: riders by freshness, orders by phase, vendors. Outside the map, so it never hides a popup. */
export function TrackingLegend() {
  return (
    <div
      aria-label="Map legend"
      role="group"
      className="flex flex-wrap items-center gap-x-8 gap-y-2 rounded-2xl bg-white px-4 py-2.5 text-xs shadow-soft ring-1 ring-slate-900/5"
    >
      <ul className="flex flex-wrap items-center gap-x-3.5 gap-y-1" aria-label="Riders by last position">
        <li className="font-bold tracking-wide text-slate-500 uppercase">Riders</li>
        {FRESHNESS_ORDER.map((f) => (
          <li key={f} className="flex items-center gap-1.5 text-slate-700">
            <span
              className="h-3 w-3 rounded-full border-2 border-white shadow ring-1 ring-slate-900/10"
              style={{ background: FRESHNESS_STYLE[f].colour }}
              aria-hidden="true"
            />
            <span className="font-semibold">{FRESHNESS_STYLE[f].label}</span>
            <span className="text-slate-500">{FRESHNESS_STYLE[f].hint}</span>
          </li>
        ))}
      </ul>
      <ul className="flex flex-wrap items-center gap-x-3.5 gap-y-1" aria-label="Orders by stage">
        <li className="font-bold tracking-wide text-slate-500 uppercase">Orders</li>
        {TRACKING_PHASES.map((p) => (
          <li key={p} className="flex items-center gap-1.5 text-slate-700">
            <span
              className="ml-0.5 h-2.5 w-2.5 rotate-45 rounded-[3px]"
              style={{ background: PHASE_STYLE[p].colour }}
              aria-hidden="true"
            />
            <span className="font-semibold" title={PHASE_STYLE[p].hint}>
              {PHASE_STYLE[p].label}
            </span>
          </li>
        ))}
        <li className="flex items-center gap-1.5 text-slate-700">
          <span
            className="inline-flex h-3.5 w-3.5 items-center justify-center rounded bg-slate-800 text-[8px] font-extrabold text-white"
            aria-hidden="true"
          >
            V
          </span>
          <span className="font-semibold">Vendor</span>
        </li>
      </ul>
    </div>
  );
}
