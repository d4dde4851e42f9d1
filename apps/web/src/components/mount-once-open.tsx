import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts its children from the first time `open` is true and keeps them after, so a lazily loaded dialog's code is
 * fetched when it first opens (not with the screen) and its closing animation still plays. Nothing shows while the
 * code loads: the dialog appears when it is ready.
 */
export function MountOnceOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
