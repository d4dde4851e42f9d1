import { CircleAlert } from 'lucide-react';
import { useFormState, type FieldValues } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/i18n';

/** The surrounding form's refusal that belongs to no one field (`errors.root.server`), in a red box. */
export function FormAlert<T extends FieldValues>({ className, prefix }: { className?: string; prefix?: string }) {
  const { errors } = useFormState<T>();
  useTranslation();
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <p
      role="alert"
      className={cn(
        'flex items-start gap-2 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700 ring-1 ring-red-100',
        className,
      )}
    >
      <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        {prefix ? <span className="font-semibold">{prefix}: </span> : null}
        {translateMessage(message)}
      </span>
    </p>
  );
}
