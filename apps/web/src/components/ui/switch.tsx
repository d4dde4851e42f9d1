import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

type Size = 'md' | 'lg' | 'xl';

const track: Record<Size, string> = {
  md: 'h-7 w-12',
  lg: 'h-9 w-16',
  /** A rider's thumb-sized switch: 48 px tall. */
  xl: 'h-12 w-20',
};
const thumb: Record<Size, { base: string; on: string }> = {
  md: { base: 'h-5 w-5', on: 'translate-x-5' },
  lg: { base: 'h-7 w-7', on: 'translate-x-7' },
  xl: { base: 'h-10 w-10', on: 'translate-x-8' },
};

export interface SwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'role'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  size?: Size;
}

/** An on/off switch: a real button with role="switch" and aria-checked, so it is named and operable like one. */
export function Switch({ checked, onCheckedChange, size = 'md', className, disabled, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'relative inline-flex shrink-0 cursor-pointer items-center rounded-full p-1 transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-50',
        checked ? 'bg-brand-600' : 'bg-slate-300',
        track[size],
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none block rounded-full bg-white shadow-sm ring-1 ring-slate-900/5 transition-transform duration-200',
          thumb[size].base,
          checked ? thumb[size].on : 'translate-x-0',
        )}
      />
    </button>
  );
}
