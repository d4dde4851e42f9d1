import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createQueryClient } from './query-client';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

const serverDown = () => new ApiError('Database is down', 500);
const noAnswer = () => new ApiError('Network error: Failed to fetch', 0, { code: 'NETWORK_ERROR' });
const timedOut = () => new ApiError('Request timeout after 30000ms', 0, { code: 'TIMEOUT' });

/** Runs a query whose function fails with `errors` in turn (then succeeds) and records when each try started. */
function queryFailing(errors: Array<() => Error>, client = createQueryClient()) {
  const started: number[] = [];
  const queue = [...errors];
  const result = client.fetchQuery({
    queryKey: ['test'],
    queryFn: async () => {
      started.push(Date.now());
      const next = queue.shift();
      if (next) throw next();
      return 'ok';
    },
  });
  // A rejection is inspected by the test; keep Node from reporting it first.
  result.catch(() => undefined);
  return { result, started };
}

describe('the query retry rule', () => {
  it('retries a 5xx three times, 1 s, 2 s and 4 s apart, then reports it', async () => {
    vi.useFakeTimers({ now: 0 });
    const { result, started } = queryFailing([serverDown, serverDown, serverDown, serverDown]);
    await vi.advanceTimersByTimeAsync(7_000);
    await expect(result).rejects.toThrow('Database is down');
    expect(started).toEqual([0, 1_000, 3_000, 7_000]);
  });

  it.each([
    ['a network failure', noAnswer],
    ['a timeout', timedOut],
  ])('retries %s and succeeds on a later try', async (_name, error) => {
    vi.useFakeTimers({ now: 0 });
    const { result, started } = queryFailing([error, error]);
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(result).resolves.toBe('ok');
    expect(started).toEqual([0, 1_000, 3_000]);
  });

  it.each([400, 401, 403, 404, 409, 422, 429])('never retries a %i', async (status) => {
    const { result, started } = queryFailing([() => new ApiError('Refused', status)]);
    await expect(result).rejects.toThrow('Refused');
    expect(started).toHaveLength(1);
  });

  it('takes an injected delay, so tests need not wait real seconds', async () => {
    const { result, started } = queryFailing([serverDown, serverDown, serverDown], createQueryClient({ retryDelay: 0 }));
    await expect(result).resolves.toBe('ok');
    expect(started).toHaveLength(4);
  });

  it('shares one request between identical queries in flight', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(async () => 'catalogue');
    const [a, b] = await Promise.all([
      client.fetchQuery({ queryKey: ['catalogue'], queryFn }),
      client.fetchQuery({ queryKey: ['catalogue'], queryFn }),
    ]);
    expect([a, b]).toEqual(['catalogue', 'catalogue']);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

describe('mutations', () => {
  it('do not retry unless they opt in', async () => {
    const client = createQueryClient({ retryDelay: 0 });
    const mutationFn = vi.fn(async () => {
      throw serverDown();
    });
    const mutation = client.getMutationCache().build(client, { mutationFn });
    await expect(mutation.execute(undefined)).rejects.toThrow('Database is down');
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });
});

describe('a page opened without a connection', () => {
  it('starts offline: a query is tried once, and its retries wait for the connection', async () => {
    vi.useFakeTimers({ now: 0 });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const client = createQueryClient();
    expect(onlineManager.isOnline()).toBe(false);
    // As the app's provider does: the client follows the connection.
    client.mount();
    const { result, started } = queryFailing([noAnswer], client);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(started).toEqual([0]);

    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(0);
    await expect(result).resolves.toBe('ok');
    expect(started).toEqual([0, 60_000]);
    client.unmount();
  });

  it('starts online when the browser has a connection', () => {
    onlineManager.setOnline(false);
    createQueryClient();
    expect(onlineManager.isOnline()).toBe(true);
  });
});
