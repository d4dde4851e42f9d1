/**
 * Where this instance is in its life: readiness answers from it, and shutdown moves it. One per app (`app.runState`).
 * - starting: built, but migrations, the job queue or Redis are not all confirmed yet (not ready);
 * - ready: takes traffic;
 * - draining: SIGTERM received; finishing what is in flight, refusing to be picked (readiness 503).
 */
export type RunPhase = 'starting' | 'ready' | 'draining';

export class RunState {
  private current: RunPhase = 'starting';
  /** The parts readiness waits for; each is set once it is confirmed (main.ts, after each step). */
  readonly confirmed = { migrations: false, jobQueue: false };

  get phase(): RunPhase {
    return this.current;
  }

  markReady(): void {
    if (this.current === 'starting') this.current = 'ready';
  }

  startDraining(): void {
    this.current = 'draining';
  }
}
