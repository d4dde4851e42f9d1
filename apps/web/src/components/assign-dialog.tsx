import { TriangleAlert } from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import { QueryStates, type QueryStatesProps } from '@/components/admin-table/query-states';
import { Dialog, DialogContent, DialogDescription, DialogTitle, dialogToastOptions } from '@/components/ui/dialog';
import { describeFailure } from '@/lib/request-errors';
import { toast } from '@/lib/toast';

// Give a job to someone: the dialog that lists who can take it (riders for a trip, vendors for an order), nearest
// first, and assigns the one the admin picks.

export interface AssignDialogProps<T> {
  /** What is being assigned; null closes the dialog. */
  target: T | null;
  onClose: () => void;
  /** A new target starts the body afresh (its choice, its refusal). */
  targetKey: (target: T) => string;
  children: (target: T) => ReactNode;
}

/** The frame: full screen on a phone, wide on a desktop. */
export function AssignDialog<T>({ target, onClose, targetKey, children }: AssignDialogProps<T>) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent mobileLayout="fullscreen" widthClassName="min-[48rem]:max-w-3xl" className="p-0">
        {target ? <Fragment key={targetKey(target)}>{children(target)}</Fragment> : null}
      </DialogContent>
    </Dialog>
  );
}

export interface AssignBodyProps<D> extends Omit<QueryStatesProps<D>, 'children'> {
  /** The small line above the title (what and which order), the title, and who and where. */
  eyebrow: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** Notes above the list: how it is ordered, who has it now, why it cannot change. */
  notes?: ReactNode;
  /** The server's refusal of the last pick. */
  refusal: string | null;
  /** The list's accessible name, e.g. 'Riders, nearest first'. */
  listLabel: string;
  /** The candidates, one <li> each. */
  children: (data: D) => ReactNode;
  /** Under the list: e.g. who was left out and why. */
  footer?: (data: D | undefined) => ReactNode;
}

/** The body: header, notes, the refusal, and the candidates with their loading, failed and empty states. */
export function AssignBody<D>({
  eyebrow,
  title,
  description,
  notes,
  refusal,
  listLabel,
  children,
  footer,
  ...states
}: AssignBodyProps<D>) {
  return (
    <div className="flex min-h-0 flex-col">
      <header className="border-b border-slate-100 px-6 pt-6 pb-4 pr-14">
        <p className="text-xs font-bold tracking-wider text-brand-700 uppercase">{eyebrow}</p>
        <DialogTitle className="mt-1 text-xl">{title}</DialogTitle>
        <DialogDescription className="mt-1 line-clamp-1">{description}</DialogDescription>
      </header>

      <div className="space-y-2 px-6 pt-4">
        {notes}
        {refusal ? (
          <p role="alert" className="flex items-start gap-2 rounded-2xl bg-red-50 px-4 py-2.5 text-sm font-medium text-red-700">
            <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {refusal}
          </p>
        ) : null}
      </div>

      <div className="mt-3 min-h-0 flex-1 overflow-y-auto border-t border-slate-100">
        <QueryStates {...states}>
          {(data) => (
            <ol aria-label={listLabel} className="divide-y divide-slate-100">
              {children(data)}
            </ol>
          )}
        </QueryStates>
        {footer?.(states.query.data)}
      </div>
    </div>
  );
}

/**
 * The pick: which candidate is being assigned, and the server's refusal. `callbacks(id, done)` are the mutation's:
 * on success a toast (the server's message, `done` under it) and `onDone`; on failure the refusal, here and in a toast
 * titled `failTitle`.
 */
export function useAssignChoice(onDone: () => void, failTitle: string) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [choosing, setChoosing] = useState<string | null>(null);
  const callbacks = (id: string, done: string) => {
    setRefusal(null);
    setChoosing(id);
    return {
      onSuccess: ({ message }: { message: string }) => {
        toast.success(message, { description: done, ...dialogToastOptions() });
        onDone();
      },
      onError: (error: unknown) => {
        const failure = describeFailure(error, failTitle);
        setRefusal(failure.detail ?? failure.title);
        toast.error(failure.title, { ...(failure.detail ? { description: failure.detail } : {}), ...dialogToastOptions() });
      },
      onSettled: () => setChoosing(null),
    };
  };
  return { refusal, choosing, callbacks };
}
