import * as Tabs from '@radix-ui/react-tabs';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { cn } from '@/lib/cn';

export interface SubTab {
  id: string;
  label: string;
  Component: ComponentType;
}

/**
 * A tab's sections, the current one in the address (`&sub=`; the first section leaves it out). Only the open
 * section is mounted, so a section's data loads when it is opened.
 */
export function SubTabs({ tabs, label }: { tabs: readonly [SubTab, ...SubTab[]]; label: string }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('sub');
  const first = tabs[0].id;
  const sub = tabs.some((t) => t.id === requested) ? requested! : first;
  return (
    <Tabs.Root
      value={sub}
      onValueChange={(id) =>
        setParams((prev) => {
          const next = new URLSearchParams(prev);
          if (id === first) next.delete('sub');
          else next.set('sub', id);
          return next;
        })
      }
      className="space-y-5"
    >
      <Tabs.List
        aria-label={label}
        className="inline-flex flex-wrap gap-1 rounded-2xl bg-white p-1 shadow-soft ring-1 ring-slate-900/5"
      >
        {tabs.map((t) => (
          <Tabs.Trigger
            key={t.id}
            value={t.id}
            className={cn(
              'h-9 rounded-xl px-3.5 text-sm font-semibold text-slate-600 transition-colors hover:text-ink',
              'data-[state=active]:bg-brand-600 data-[state=active]:text-white',
            )}
          >
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((t) => (
        <Tabs.Content key={t.id} value={t.id} className="focus-visible:outline-none">
          {sub === t.id ? <t.Component /> : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
