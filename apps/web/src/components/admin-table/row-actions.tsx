import { Pencil, Power, PowerOff, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** A row's buttons, at the right of its last cell. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex justify-end gap-1.5">{children}</div>;
}

/** 'Edit' for the row named `name`. */
export function EditButton({ name, onEdit }: { name: string; onEdit: () => void }) {
  return (
    <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${name}`}>
      <Pencil className="h-4 w-4" aria-hidden="true" />
      Edit
    </Button>
  );
}

/** A bin that asks to delete the row named `name`. */
export function DeleteButton({ name, onDelete }: { name: string; onDelete: () => void }) {
  return (
    <Button size="sm" variant="danger-ghost" onClick={onDelete} aria-label={`Delete ${name}`} title="Delete">
      <Trash2 className="h-4 w-4" aria-hidden="true" />
    </Button>
  );
}

/**
 * Deactivate an active row, or reactivate one switched off. `compact` hides the word on screens under 1280 px
 * (the icon and the title stay).
 */
export function ToggleActiveButton({
  name,
  active,
  onToggle,
  compact = false,
}: {
  name: string;
  active: boolean;
  onToggle: () => void;
  compact?: boolean;
}) {
  const verb = active ? 'Deactivate' : 'Reactivate';
  const Icon = active ? PowerOff : Power;
  return (
    <Button
      size="sm"
      variant={active ? 'danger-ghost' : 'ghost'}
      onClick={onToggle}
      aria-label={`${verb} ${name}`}
      title={compact ? verb : undefined}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {compact ? <span className="max-[80rem]:sr-only">{verb}</span> : verb}
    </Button>
  );
}
