import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { BUSINESS_TIME_ZONE } from '@washday/core';
import type { Database, DbOrTx } from '../db/client.js';
import { executorOf } from '../db/transaction-executor.js';

/** One kind of background work. Decision record 0010 says how to add one. */
export interface JobDefinition<Data extends object = object, Result = unknown> {
  /** The queue's name: lower-case words joined by dashes. */
  name: string;
  /** A cron expression in India time; when set the job also runs by itself on that schedule. */
  cron?: string;
  /** Also run once as the queue starts (a sweep that should not wait for its schedule after a restart). */
  runAtStart?: boolean;
  /** How often an idle worker looks for work (`runNow` wakes it at once). pg-boss's default is 2 s. */
  pollingIntervalSeconds?: number;
  /**
   * Jobs a worker takes in one fetch and runs at once (pg-boss's batchSize); 1 unless said. Each job succeeds or fails
   * on its own, as with one a fetch.
   */
  batchSize?: number;
  /** Workers on this instance, each fetching its own batch; 1 unless said. Jobs in flight: workers × batchSize. */
  workers?: number;
  /** Further attempts after a failure (pg-boss's default is 2). */
  retryLimit?: number;
  /** pg-boss's queue policy; 'short' keeps one waiting job per singletonKey (a second send with it is refused). */
  policy?: PgBoss.QueuePolicy;
  /**
   * How long a run may stay active before pg-boss fails it (and retries it while retries are left); 15 minutes unless
   * said. An instance that dies mid-run leaves its job active until then, and a 'stately' queue runs nothing else of
   * that key meanwhile: a short job whose delay people see says so.
   */
  expireInSeconds?: number;
  /** Does the work. Read time from the app's clock, never `new Date()`, so tests can move it. */
  run: (data: Data) => Promise<Result>;
}

export interface JobQueueOptions {
  /** How often pg-boss checks the cron schedules (1-45 s; pg-boss's default is 30 s). */
  cronMonitorIntervalSeconds?: number;
  /** How often pg-boss turns due schedules into jobs (1-45 s; pg-boss's default is 5 s). */
  cronWorkerIntervalSeconds?: number;
  /**
   * Whether the cron schedules fire (pg-boss's `schedule`; default true). An app on a clock of its own (tests) runs its
   * jobs when asked: a schedule firing on the wall clock's minute would run them at a moment the test did not choose.
   */
  schedule?: boolean;
  /** How often pg-boss fails the jobs active past their expiry, among its upkeep (JOB_MAINTENANCE_SECONDS unless said). */
  maintenanceIntervalSeconds?: number;
}

/**
 * pg-boss's upkeep interval: a job left active by a dead instance is failed (and retried) within its expiry and this.
 * pg-boss's own 120 s would hold a re-plan up for two minutes more; one instance at a time runs it (an advisory lock).
 */
export const JOB_MAINTENANCE_SECONDS = 30;

const FINISHED_STATES = new Set(['completed', 'failed', 'cancelled']);
const STOP_TIMEOUT_MS = 15_000;
/** pg-boss reads a string as an interval added to the database's now(): due at once, whatever the clocks' resolution. */
const RUN_NOW_START_AFTER = '-1 second';
const RUN_NOW_POLL_MS = 25;
/** PostgreSQL's SQLSTATE for a deadlock it broke by aborting one transaction. */
const DEADLOCK_DETECTED = '40P01';

/**
 * Background jobs on the app's own database, through pg-boss: on PostgreSQL with a small pool of its own,
 * on the embedded database through its one connection. Its tables live in the `pgboss` schema, which
 * pg-boss creates and migrates itself. Jobs are defined while the app is built and run once `start()` is called.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<object>>();
  private readonly workerIds = new Map<string, string[]>();
  private started = false;

  /** Whether the cron schedules fire here (JobQueueOptions.schedule). */
  readonly firesSchedules: boolean;
  /** Told of each run that threw on this instance (metrics count them by job). */
  onJobFailed: ((name: string) => void) | undefined;

  constructor(
    database: Pick<Database, 'queueConnection'>,
    private readonly log: FastifyBaseLogger,
    options: JobQueueOptions = {},
  ) {
    this.firesSchedules = options.schedule !== false;
    const connection = database.queueConnection;
    this.boss = new PgBoss({
      ...('connectionString' in connection ? { connectionString: connection.connectionString, max: 3 } : { db: connection }),
      maintenanceIntervalSeconds: JOB_MAINTENANCE_SECONDS,
      ...options,
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
  }

  define<Data extends object, Result>(definition: JobDefinition<Data, Result>): void {
    if (this.started) throw new Error(`Job ${definition.name} must be defined before the queue starts`);
    if (this.definitions.has(definition.name)) throw new Error(`Job ${definition.name} is defined twice`);
    this.definitions.set(definition.name, definition as unknown as JobDefinition<object>);
  }

  /** Creates or migrates pg-boss's tables, then starts a worker for each job and the cron schedules. */
  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    this.started = true;
    for (const definition of this.definitions.values()) {
      const queueOptions = {
        name: definition.name,
        ...(definition.retryLimit === undefined ? {} : { retryLimit: definition.retryLimit }),
        ...(definition.policy ? { policy: definition.policy } : {}),
        ...(definition.expireInSeconds ? { expireInSeconds: definition.expireInSeconds } : {}),
      };
      await this.createQueue(queueOptions);
      await this.boss.updateQueue(definition.name, queueOptions);
      const workOptions = {
        ...(definition.pollingIntervalSeconds ? { pollingIntervalSeconds: definition.pollingIntervalSeconds } : {}),
        batchSize: definition.batchSize ?? 1,
      };
      const ids: string[] = [];
      this.workerIds.set(definition.name, ids);
      for (let worker = 0; worker < (definition.workers ?? 1); worker++)
        ids.push(await this.boss.work<object>(definition.name, workOptions, async (jobs) => this.runBatch(definition, jobs)));
      if (definition.cron) await this.boss.schedule(definition.name, definition.cron, {}, { tz: BUSINESS_TIME_ZONE });
      else await this.boss.unschedule(definition.name);
      if (definition.runAtStart) {
        await this.boss.send(definition.name, {}, { startAfter: RUN_NOW_START_AFTER });
        this.wake(definition.name);
      }
    }
  }

  /** Stops taking work and waits for running jobs. Jobs can still be sent until `close()`. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.workerIds.clear();
    await this.boss.stop({ graceful: true, close: false, timeout: STOP_TIMEOUT_MS });
  }

  /** Closes pg-boss's own connections (PostgreSQL); the embedded database is closed with the app. */
  async close(): Promise<void> {
    await this.stop();
    const db = this.boss.getDb() as PgBoss.Db & { isOurs?: boolean; opened?: boolean; close?: () => Promise<void> };
    if (db.isOurs && db.opened) await db.close?.();
  }

  /**
   * Queues a job; the id, or null when a singleton option refused it. `within` a transaction, the job is written in it:
   * it exists only if the transaction commits, and a failure to write it fails the transaction.
   */
  send(name: string, data: object = {}, options: PgBoss.SendOptions = {}, within?: DbOrTx): Promise<string | null> {
    this.definition(name);
    return this.boss.send(name, data, within ? { ...options, db: { executeSql: executorOf(within) } } : options);
  }

  /**
   * Queues several jobs of one kind in one statement (pg-boss's insert), `within` a transaction as `send`. For jobs
   * without singleton options: each one is written.
   */
  async sendMany(
    name: string,
    data: readonly object[],
    options: Pick<PgBoss.JobInsert, 'retryLimit' | 'retryDelay' | 'retryBackoff'> = {},
    within?: DbOrTx,
  ): Promise<void> {
    this.definition(name);
    if (data.length === 0) return;
    const jobs = data.map((one) => ({ name, data: one, ...options }));
    await this.boss.insert(jobs, within ? { db: { executeSql: executorOf(within) } } : {});
  }

  /**
   * Sends a job, wakes its worker and waits for the result: no waiting for the schedule or a poll.
   * pg-boss takes only jobs whose start_after is before now(), which the embedded database counts in milliseconds:
   * the job is due a second early, so a fetch in the millisecond it was written sees it. Jobs of its kind queued
   * earlier run first; the worker drains them without sleeping (runJob).
   */
  async runNow(name: string, data: object = {}, timeoutMs = 30_000): Promise<unknown> {
    if (!this.started) throw new Error('The job queue is not started');
    const id = await this.send(name, data, { retryLimit: 0, startAfter: RUN_NOW_START_AFTER });
    if (!id) throw new Error(`Job ${name} was not queued`);
    this.wake(name);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const job = await this.boss.getJobById<object>(name, id);
      if (job && FINISHED_STATES.has(job.state)) {
        const output = (job as { output?: unknown }).output;
        if (job.state === 'completed') return output;
        const reason = (output as { message?: string } | null)?.message ?? JSON.stringify(output);
        throw new Error(`Job ${name} ${job.state}: ${reason}`);
      }
      if (Date.now() > deadline)
        throw new Error(`Job ${name} did not finish within ${timeoutMs} ms (${job?.state ?? 'not found'})`);
      await sleep(RUN_NOW_POLL_MS);
    }
  }

  /**
   * Jobs waiting (created or due for a retry) and running, by job, in one grouped count over pg-boss's table (its
   * index on name and state); empty until the queue has started, since pg-boss makes its tables then.
   */
  async depth(): Promise<{ name: string; queued: number; active: number }[]> {
    if (!this.started) return [];
    const result = (await this.boss.getDb().executeSql(
      `SELECT name, count(*) FILTER (WHERE state < 'active') AS queued, count(*) FILTER (WHERE state = 'active') AS active
         FROM pgboss.job WHERE state <= 'active' GROUP BY name`,
      [],
    )) as { rows: { name: string; queued: string | number; active: string | number }[] };
    // Every defined job, at 0 when it has none, so its series does not vanish between scrapes.
    const depth = new Map([...this.definitions.keys()].map((name) => [name, { name, queued: 0, active: 0 }]));
    for (const row of result.rows)
      depth.set(row.name, { name: row.name, queued: Number(row.queued), active: Number(row.active) });
    return [...depth.values()];
  }

  /** pg-boss's own node-postgres pool (on PostgreSQL, once started); undefined on the embedded database. */
  poolStats(): { total: number; idle: number; waiting: number } | undefined {
    const pool = (this.boss.getDb() as { pool?: { totalCount: number; idleCount: number; waitingCount: number } }).pool;
    return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : undefined;
  }

  /** The cron schedules pg-boss holds. */
  async schedules(): Promise<{ name: string; cron: string; timezone: string }[]> {
    // pg-boss's type leaves out the timezone column its rows carry.
    const rows = (await this.boss.getSchedules()) as (PgBoss.Schedule & { timezone: string })[];
    return rows.map(({ name, cron, timezone }) => ({ name, cron, timezone }));
  }

  /**
   * Instances starting together on one PostgreSQL can deadlock in pg-boss's queue creation (it makes a partition
   * table each); PostgreSQL aborts one side, which tries again and finds the queue made.
   */
  private async createQueue(options: PgBoss.Queue): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.boss.createQueue(options.name, options);
      } catch (error) {
        if ((error as { code?: string }).code !== DEADLOCK_DETECTED || attempt >= 5) throw error;
        await sleep(50 * attempt + Math.random() * 100);
      }
    }
  }

  private definition(name: string): JobDefinition<object> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`No job is defined with the name ${name}`);
    return definition;
  }

  /** Wakes the queue's workers: a sleeping one fetches at once. */
  private wake(name: string): void {
    for (const workerId of this.workerIds.get(name) ?? []) this.boss.notifyWorker(workerId);
  }

  /**
   * Runs a fetched batch, its jobs at once. pg-boss completes a batch's jobs together and keeps a result only for a
   * batch of one, so here each job that succeeded is completed with its result (what `runNow` answers), and the
   * failures are thrown: pg-boss then fails the jobs still active, the failed ones, each retried by its own count.
   */
  private async runBatch(definition: JobDefinition<object>, jobs: PgBoss.Job<object>[]): Promise<unknown> {
    // pg-boss's worker sleeps its interval after every fetch, even one that found work: a backlog would drain one
    // batch an interval. Woken while it works, it looks again at once and sleeps only when the queue is empty.
    this.wake(definition.name);
    if (jobs.length === 1) return this.runJob(definition, jobs[0]!);
    const outcomes = await Promise.allSettled(jobs.map((job) => this.runJob(definition, job)));
    const failures: unknown[] = [];
    // Jobs with the same result are completed in one statement: most copies answer { status: 'sent' }.
    const byResult = new Map<string, { result: unknown; ids: string[] }>();
    outcomes.forEach((outcome, index) => {
      if (outcome.status === 'rejected') return void failures.push(outcome.reason);
      const key = JSON.stringify(outcome.value) ?? 'undefined';
      const group = byResult.get(key) ?? byResult.set(key, { result: outcome.value, ids: [] }).get(key)!;
      group.ids.push(jobs[index]!.id);
    });
    for (const { result, ids } of byResult.values()) await this.boss.complete(definition.name, ids, result as object);
    if (failures.length === 1) throw failures[0];
    if (failures.length > 1)
      throw new Error(failures.map((failure) => (failure instanceof Error ? failure.message : String(failure))).join('; '));
    return undefined;
  }

  private async runJob(definition: JobDefinition<object>, job: PgBoss.Job<object>): Promise<unknown> {
    const started = Date.now();
    try {
      const result = await definition.run(job.data);
      this.log.info({ job: definition.name, jobId: job.id, ms: Date.now() - started, result }, 'job done');
      return result;
    } catch (error) {
      this.log.error({ job: definition.name, jobId: job.id, err: error }, 'job failed');
      this.onJobFailed?.(definition.name);
      throw error;
    }
  }
}
