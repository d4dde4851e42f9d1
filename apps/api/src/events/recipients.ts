import type { SessionSubject } from '@washday/core';

/** Whom an event is for: one account, a vendor's staff (`vendor:<vendor id>`), or every admin (rider locations). */
export type Recipient = { kind: SessionSubject; id: string } | { kind: 'admins' };

export const recipientKey = (recipient: Recipient): string =>
  recipient.kind === 'admins' ? 'admins' : `${recipient.kind}:${recipient.id}`;

/** The recipient keys a session's stream listens to: its own account, and for an admin also every-admin events. */
export function streamKeys(kind: SessionSubject, id: string): string[] {
  const own = recipientKey({ kind, id });
  return kind === 'admin' ? [own, 'admins'] : [own];
}
