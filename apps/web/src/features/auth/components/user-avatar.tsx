import { UserRound } from 'lucide-react';
import { cn } from '@/lib/cn';
import { initialsOf } from '../utils/auth-format';

const sizes = {
  sm: 'h-10 w-10 text-sm',
  md: 'h-11 w-11 text-[15px]',
  lg: 'h-16 w-16 text-xl',
} as const;

/** The customer's initials in a brand circle (at most two letters); data, as the name is (not translated). */
export function UserAvatar({ name, size = 'sm', className }: { name: string; size?: keyof typeof sizes; className?: string }) {
  const initials = initialsOf(name);
  return (
    <span
      aria-hidden="true"
      translate="no"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-emerald-500 font-bold tracking-wide text-white select-none',
        sizes[size],
        className,
      )}
    >
      {initials || <UserRound className="h-1/2 w-1/2" />}
    </span>
  );
}
