import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * The green banner atop the staff portals' sign-in cards (riders, laundry staff): the portal's icon, its title (the
 * card's heading, `id` for aria-labelledby) and a line under it. `className` sets the bottom padding (the rider's tabs
 * overlap it).
 */
export function PortalAuthBanner({
  icon: Icon,
  id,
  title,
  subtitle,
  className,
}: {
  icon: LucideIcon;
  id: string;
  title: string;
  subtitle: string;
  className?: string;
}) {
  return (
    <div
      className={cn('relative overflow-hidden bg-gradient-to-br from-brand-600 to-emerald-500 px-6 pt-7 text-white', className)}
    >
      <div aria-hidden="true" className="absolute -top-10 -right-10 h-36 w-36 rounded-full bg-white/10" />
      <div aria-hidden="true" className="absolute right-16 -bottom-14 h-28 w-28 rounded-full bg-white/10" />
      <span className="relative flex h-11 w-11 items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/25">
        <Icon className="h-6 w-6" aria-hidden="true" />
      </span>
      <h1 id={id} className="relative mt-4 text-2xl font-extrabold tracking-tight">
        {title}
      </h1>
      <p className="relative mt-1 text-sm text-white/85">{subtitle}</p>
    </div>
  );
}
