import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { LifecycleEvents, OrderMovedEvent } from '../modules/orders/order-audit.js';

/** What the gauges read at scrape time; functions, since the parts are built after the metrics (app.ts). */
export interface MetricsSources {
  openStreams: () => number;
  jobDepth: () => Promise<{ name: string; queued: number; active: number }[]>;
  /** The app client's pool size, and pg-boss's own pool when it has one (PostgreSQL). */
  databasePools: () => { appMax: number; embedded: boolean; queue?: { total: number; idle: number; waiting: number } };
}

/** Requests 5 ms to 5 s, in seconds (Prometheus' unit). */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** Bus lag: in process it is ~0; across Redis a few ms, seconds when something is wrong. */
const LAG_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * The process's own metrics, collected once per process: each collector keeps an event-loop monitor and a GC
 * observer running for good, so one per app would pile up where many apps are built (the tests).
 */
let processMetrics: Registry | undefined;
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

/**
 * One app's Prometheus metrics (decision 0036), in a registry of its own: tests build many apps in one process, and
 * the global registry would refuse the second app's metric names. What it counts is what this instance saw.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'washday_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });
  readonly busLag = new Histogram({
    name: 'washday_event_bus_lag_seconds',
    help: 'Time from publishing a live event on the bus to this instance receiving it',
    buckets: LAG_BUCKETS,
    registers: [this.registry],
  });
  readonly jobFailures = new Counter({
    name: 'washday_job_failures_total',
    help: 'Job runs on this instance that threw, by job',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });
  readonly bookingsCreated = this.counter('washday_bookings_created_total', 'Bookings created through this instance');
  readonly ordersCompleted = this.counter('washday_orders_completed_total', 'Orders completed (delivered) through this instance');
  readonly paymentsCaptured = this.counter('washday_payments_captured_total', 'Payments captured (paid) through this instance');
  readonly refunds = this.counter('washday_refunds_total', 'Refunds made through this instance');

  constructor(sources: MetricsSources, log: FastifyBaseLogger) {
    const registers = [this.registry];
    new Gauge({
      name: 'washday_live_event_streams',
      help: 'Live event streams open on this instance',
      registers,
      collect() {
        this.set(sources.openStreams());
      },
    });
    new Gauge({
      name: 'washday_job_queue_jobs',
      help: 'Jobs waiting (queued) and running (active), by job, across all instances',
      labelNames: ['job', 'state'] as const,
      registers,
      async collect() {
        this.reset();
        try {
          for (const { name, queued, active } of await sources.jobDepth()) {
            this.set({ job: name, state: 'queued' }, queued);
            this.set({ job: name, state: 'active' }, active);
          }
        } catch (err) {
          // A scrape still answers with the rest when the database is away.
          log.warn({ err }, 'metrics: job queue depth not read');
        }
      },
    });
    new Gauge({
      name: 'washday_db_pool_connections',
      help: "Database connections: the app client's pool size (max), pg-boss's pool in use (total, idle, waiting)",
      labelNames: ['pool', 'state'] as const,
      registers,
      collect() {
        const pools = sources.databasePools();
        this.set({ pool: pools.embedded ? 'embedded' : 'app', state: 'max' }, pools.appMax);
        if (!pools.queue) return;
        for (const state of ['total', 'idle', 'waiting'] as const) this.set({ pool: 'queue', state }, pools.queue[state]);
      },
    });
  }

  /** This app's metrics and the process's (CPU, memory, event loop, GC), in Prometheus's text format. */
  async text(): Promise<string> {
    return Registry.merge([this.registry, processRegistry()]).metrics();
  }

  /** Counts the business steps among an order's moves: a completed order, a captured payment, a refund. */
  countMove(step: Pick<OrderMovedEvent, 'trip' | 'to'>): void {
    if (step.trip !== null) return;
    if (step.to === 'completed') this.ordersCompleted.inc();
    else if (step.to === 'payment_captured') this.paymentsCaptured.inc();
    else if (step.to === 'refunded') this.refunds.inc();
  }

  private counter(name: string, help: string): Counter {
    return new Counter({ name, help, registers: [this.registry] });
  }
}

/** Wraps the app's lifecycle listener: each committed step is counted, then handed on. */
export function withMoveCounts(inner: LifecycleEvents, metrics: AppMetrics): LifecycleEvents {
  return {
    ...inner,
    async orderMoved(event) {
      metrics.countMove(event);
      await inner.orderMoved?.(event);
    },
  };
}
