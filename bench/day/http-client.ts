// The simulator's HTTP side: every call goes to the public address (nginx) as a real client's would, with the
// client's own address in X-Forwarded-For (nginx appends its own hop; TRUST_PROXY names nginx), and is recorded by
// route family with when it was sent and how long it took.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export type Family = 'customer' | 'rider' | 'vendor' | 'admin' | 'auth' | 'dev';

export interface CallRecord {
  family: Family;
  /** Milliseconds since the day's start when it was sent. */
  at: number;
  ms: number;
  status: number;
  label: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    label: string,
  ) {
    super(`${label} answered ${status}: ${body.slice(0, 300)}`);
  }
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** The client's own address (each simulated phone has one). */
  address?: string;
  headers?: Record<string, string>;
  /** Statuses that are an expected answer, not a failure (still recorded). */
  accept?: number[];
  /** Overrides the base URL (the dev outbox and the local payment page are asked on each instance directly). */
  base?: string;
}

export class HttpClient {
  records: CallRecord[] = [];
  /** The calls made before the day started (signing people in, opening streams). */
  setupRecords: CallRecord[] = [];
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 600, keepAliveMsecs: 10_000 });
  constructor(
    private readonly baseUrl: string,
    private dayStart: number,
  ) {}

  /** The day starts now: what was recorded so far was setup. */
  restartClock(at: number): void {
    this.setupRecords = this.records;
    this.records = [];
    this.dayStart = at;
  }

  async call<T = Record<string, unknown>>(family: Family, method: string, path: string, options: CallOptions = {}): Promise<T> {
    const label = `${method} ${path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id')}`;
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    const url = new URL(path, options.base ?? this.baseUrl);
    const sentAt = performance.now();
    const { status, text } = await new Promise<{ status: number; text: string }>((resolve) => {
      const request = http.request(
        url,
        {
          method,
          agent: this.agent,
          timeout: 30_000,
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
            ...(options.address ? { 'x-forwarded-for': options.address } : {}),
            ...options.headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
          response.on('error', (error) => resolve({ status: 0, text: String(error) }));
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out after 30 s')));
      request.on('error', (error) => resolve({ status: 0, text: String(error) }));
      request.end(body);
    });
    const ms = performance.now() - sentAt;
    this.records.push({ family, at: sentAt - this.dayStart, ms, status, label });
    if ((status < 200 || status >= 300) && !options.accept?.includes(status)) throw new ApiError(status, text, label);
    return (text ? JSON.parse(text) : {}) as T;
  }

  close(): void {
    this.agent.destroy();
  }
}

/**
 * Answers `work`, retrying while the system is down (connection refused, 502-504, 5xx during a fault, 429) for up to
 * `forMs`, as the apps do: after 250 ms, then twice as long each time up to 8 s, each wait jittered so that thousands
 * of phones do not come back in step.
 */
export async function retrying<T>(work: () => Promise<T>, forMs = 120_000): Promise<T> {
  const until = performance.now() + forMs;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const transient = !(error instanceof ApiError) || error.status === 0 || error.status >= 500 || error.status === 429;
      if (!transient || performance.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, backoffMs(attempt)));
    }
  }
}

/** 250 ms doubled per attempt up to 8 s, with full jitter (AWS's "exponential backoff and jitter"). */
export function backoffMs(attempt: number): number {
  return Math.random() * Math.min(8_000, 250 * 2 ** attempt);
}
