import { setTimeout as sleep } from 'node:timers/promises';

/** Waits between tries of a copy's record written after its send: about 15 s in all. */
export const RECORD_RETRY_MS = [250, 500, 1_000, 2_000, 4_000, 8_000] as const;

export type Pause = (ms: number) => Promise<unknown>;

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
