import { setTimeout as sleep } from 'node:timers/promises';

/** Waits between tries of a copy's record written after its send: about 15 s in all. */
export const RECORD_RETRY_MS = [250, 500, 1_000, 2_000, 4_000, 8_000] as const;

export type Pause = (ms: number) => Promise<unknown>;

/**
 * How long a copy's job may run before the queue fails it and retries it (pg-boss's default is 15 minutes). A run waits
 * its turn at the provider's rate (seconds: the copies in flight on one instance over the rate) and makes one send, so
 * five minutes is ample; a copy whose instance died while it waited is sent five minutes later, not fifteen.
 */
export const COPY_JOB_EXPIRE_SECONDS = 300;

/**
 * Waits for the copy's turn at its provider's rate (when the job is paced), but only while it can still be sent: a
 * duplicate job spends none of the rate. The turn comes before the claim, so a process that dies while waiting
 * leaves the copy 'queued' for the retry (decision 0043). False: it was sent or taken meanwhile.
 */
export async function turnIfSendable(sendable: () => Promise<boolean>, turn: (() => Promise<void>) | undefined) {
  if (!turn) return true;
  if (!(await sendable())) return false;
  await turn();
  return true;
}

/**
 * Writes a copy's outcome once the provider has answered. A connection lost just then (a database restart, its
 * connections terminated) must not fail the job: the queue would retry it and the customer get the message twice. So
 * the write is tried again for a while; only a database down longer than that leaves the copy 'sending', which no
 * retry repeats.
 */
export async function recordAfterSend(write: () => Promise<unknown>, pause: Pause = sleep): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await write();
      return;
    } catch (error) {
      const wait = RECORD_RETRY_MS[attempt];
      if (wait === undefined) throw error;
      await pause(wait);
    }
  }
}
