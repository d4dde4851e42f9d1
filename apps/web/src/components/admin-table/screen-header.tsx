import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface ScreenHeaderProps {
  /** The heading's id, which the screen's section is labelled by. */
  id?: string;
  title: ReactNode;
  description: ReactNode;
  /** Buttons at the right: add, refresh, live status. */
  actions?: ReactNode;
  /** Width limit of the description. */
  descriptionClassName?: string;
}

/** An admin screen's title, what it is for, and its actions. */
export function ScreenHeader({ id, title, description, actions, descriptionClassName = 'max-w-2xl' }: ScreenHeaderProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h2 id={id} className="text-xl font-extrabold tracking-tight text-ink">
          {title}
        </h2>
        <p className={cn('mt-0.5 text-sm text-slate-500', descriptionClassName)}>{description}</p>
      </div>
      {actions}
    </div>
  );
}
