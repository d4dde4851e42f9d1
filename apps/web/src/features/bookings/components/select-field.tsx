import { ChevronDown } from 'lucide-react';
import type { Option } from '../utils/edit-booking';
import { cn } from '@/lib/cn';

export interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  placeholder: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/** A native select (the phone's own picker), grouped by `option.group` when given. */
export function SelectField({
  id,
  label,
  value,
  options,
  onChange,
  placeholder,
  disabled,
  invalid,
  describedBy,
}: SelectFieldProps) {
  const groups: { name: string | undefined; options: Option[] }[] = [];
  for (const option of options) {
    const last = groups.at(-1);
    if (last && last.name === option.group) last.options.push(option);
    else groups.push({ name: option.group, options: [option] });
  }
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-700">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          className={cn(
            'h-12 w-full min-w-0 appearance-none rounded-2xl bg-slate-50 pr-10 pl-4 text-[16px] text-ink ring-1 ring-slate-200 transition outline-none',
            'focus:bg-white focus:ring-2 focus:ring-brand-500 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-400',
            'aria-[invalid=true]:bg-red-50/40 aria-[invalid=true]:ring-red-400',
            value === '' && 'text-slate-500',
          )}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {groups.map((group, index) =>
            group.name ? (
              <optgroup key={`${group.name}-${index}`} label={group.name}>
                {group.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ) : (
              group.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))
            ),
          )}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3.5 h-5 w-5 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
