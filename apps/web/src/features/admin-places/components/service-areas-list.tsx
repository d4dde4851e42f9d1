import type { ServiceArea } from '@washday/core';
import { Check, Hexagon, Trash2 } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { describeError } from '@/lib/request-errors';
import { useSetServiceAreaStatus } from '../api/set-service-area-status';
import { cornerCount, type LngLatRing } from './outline-ring';

export interface ServiceAreasListProps {
  areas: ServiceArea[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onRemove: (area: ServiceArea) => void;
}

/** Every area: choose one for the map, enable or disable it, remove it. */
export function ServiceAreasList({ areas, selectedId, onSelect, onRemove }: ServiceAreasListProps) {
  const setStatus = useSetServiceAreaStatus();
  const toggle = (area: ServiceArea) =>
    setStatus.mutate(
      { id: area.id, isActive: !area.isActive },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => toast.error(describeError(error, 'Could not change the area. Please try again.')),
      },
    );

  return (
    <ul aria-label="Service areas" className="divide-y divide-slate-100">
      {areas.map((area) => {
        const selected = area.id === selectedId;
        const ring = area.outline?.coordinates[0] as LngLatRing | undefined;
        return (
          <li
            key={area.id}
            className={cn(
              'flex items-center gap-3 px-5 py-3 transition-colors',
              selected ? 'bg-brand-50/60' : 'hover:bg-slate-50/80',
            )}
          >
            {/* Pressed shows the area on the map; named by what it shows, 'Sector 70 Gurugram · no outline' (WCAG 2.5.3). */}
            <button
              type="button"
              onClick={() => onSelect(area.id)}
              aria-pressed={selected}
              className="flex min-w-0 flex-1 items-center gap-3 text-left"
            >
              <span
                className={cn(
                  'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-xl ring-1',
                  selected ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-brand-700 ring-slate-200',
                )}
              >
                {selected ? <Check className="h-4 w-4" aria-hidden="true" /> : <Hexagon className="h-4 w-4" aria-hidden="true" />}
              </span>
              <span className="min-w-0">
                <span className={cn('block truncate font-semibold', area.isActive ? 'text-ink' : 'text-slate-500 line-through')}>
                  {area.area}
                </span>{' '}
                <span className="block truncate text-xs text-slate-500">
                  {area.city}
                  {area.pincode ? (
                    <>
                      {' · '}
                      <span className="tabular-nums">{area.pincode}</span>
                    </>
                  ) : null}
                  {' · '}
                  {ring ? (
                    <span className="tabular-nums">{cornerCount(ring)} corners</span>
                  ) : (
                    <span className="text-amber-700">no outline</span>
                  )}
                </span>
              </span>
            </button>
            <Switch
              checked={area.isActive}
              onCheckedChange={() => toggle(area)}
              disabled={setStatus.isPending && setStatus.variables?.id === area.id}
              aria-label={`${area.area} enabled`}
            />
            <Button
              size="sm"
              variant="danger-ghost"
              onClick={() => onRemove(area)}
              aria-label={`Remove ${area.area}`}
              title="Remove"
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
