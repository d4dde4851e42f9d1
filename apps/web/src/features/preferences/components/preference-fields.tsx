import type { Preferences } from '@washday/core';
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useController, type FieldPathByValue } from 'react-hook-form';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';

// The building blocks of the Preferences cards: each field is bound to the form by its path ('theme.darkMode').

type BooleanPath = FieldPathByValue<Preferences, boolean>;
type TextPath = FieldPathByValue<Preferences, string>;

/** One of the five cards: an icon, a heading and its fields. */
export function PreferenceCard({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200/80">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
        >
          <Icon className="h-5 w-5" />
        </span>
        <div>
          <h3 id={id} className="text-base font-bold text-ink">
            {title}
          </h3>
          <p className="text-sm text-slate-500">{description}</p>
        </div>
      </div>
      <div className="mt-3 divide-y divide-slate-100">{children}</div>
    </section>
  );
}

/** A labelled on/off switch with a line saying what it does. */
export function SwitchRow({ name, label, hint }: { name: BooleanPath; label: string; hint?: string }) {
  const { field } = useController<Preferences, BooleanPath>({ name });
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <FieldText
        id={id}
        label={
          <p id={`${id}-label`} className={LABEL}>
            {label}
          </p>
        }
        hint={hint}
      />
      <Switch
        checked={field.value}
        onCheckedChange={field.onChange}
        onBlur={field.onBlur}
        aria-labelledby={`${id}-label`}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
    </div>
  );
}

export interface Choice {
  value: string;
  label: string;
  detail?: string;
  /** A colour swatch shown before the label (colour schemes). */
  swatch?: string;
  /** The label's own language when it is not the interface's (each language named in its own script). */
  lang?: string;
}

/** A set of radio buttons shown as tiles: one of the options is always chosen. */
export function ChoiceGroup({
  name,
  legend,
  choices,
  columns = 3,
  hint,
}: {
  name: TextPath;
  legend: string;
  choices: readonly Choice[];
  columns?: 2 | 3 | 4;
  hint?: ReactNode;
}) {
  const { field } = useController<Preferences, TextPath>({ name });
  const id = useId();
  return (
    <fieldset className="py-3" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="text-[15px] font-semibold text-ink">{legend}</legend>
      <div
        className={cn(
          'mt-2 grid gap-2',
          columns === 2 ? 'grid-cols-2' : columns === 3 ? 'grid-cols-3' : 'grid-cols-2 min-[28rem]:grid-cols-4',
        )}
      >
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2.5 text-sm ring-1 ring-slate-200 transition-colors has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-500 has-focus-visible:outline-2 has-focus-visible:outline-brand-500"
          >
            <input
              type="radio"
              name={field.name}
              value={choice.value}
              checked={field.value === choice.value}
              onChange={() => field.onChange(choice.value)}
              onBlur={field.onBlur}
              className="sr-only"
            />
            {choice.swatch ? (
              <span
                aria-hidden="true"
                className="h-4 w-4 shrink-0 rounded-full ring-1 ring-slate-900/10"
                style={{ background: choice.swatch }}
              />
            ) : null}
            <span className="min-w-0">
              <span className="block font-semibold text-ink">{choice.label}</span>
              {choice.detail ? <span className="block text-xs text-slate-500">{choice.detail}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-2 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A labelled drop-down list. */
export function SelectRow({
  name,
  label,
  choices,
  hint,
}: {
  name: TextPath;
  label: string;
  choices: readonly Choice[];
  hint?: string;
}) {
  const { field } = useController<Preferences, TextPath>({ name });
  const id = useId();
  return (
    <div className="flex flex-col gap-2 py-3 min-[28rem]:flex-row min-[28rem]:items-center min-[28rem]:justify-between">
      <FieldText
        id={id}
        label={
          <label htmlFor={id} className={LABEL}>
            {label}
          </label>
        }
        hint={hint}
      />
      <select
        id={id}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="h-11 shrink-0 rounded-xl bg-white px-3 text-[15px] font-medium text-ink ring-1 ring-slate-200 focus-visible:ring-2 focus-visible:ring-brand-500 min-[28rem]:w-52"
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value} lang={choice.lang}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const LABEL = 'text-[15px] font-semibold text-ink';

/** A field's name and, under it, what it does (its id is `${id}-hint`, which the control points to). */
function FieldText({ id, label, hint }: { id: string; label: ReactNode; hint?: ReactNode }) {
  return (
    <div className="min-w-0">
      {label}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
