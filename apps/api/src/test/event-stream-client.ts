import type { FastifyInstance } from 'fastify';

/** A server-sent event as a test reads it off the wire. */
export interface ReadEvent {
  id: string;
  event: string;
  data: unknown;
  /** The reconnection time the block sets (`retry:`), when it sets one. */
  retry?: number;
}

/** Opens GET /api/events on a listening server with fetch and reads events (and comments) as they arrive. */
export async function openEventStream(baseUrl: string, headers: Record<string, string> = {}, query = '') {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/events${query}`, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  /** Everything read so far, as the browser's parser saw it (for the Last-Event-ID it would send). */
  let received = '';
  let ended = false;

  /** Reads more of the stream; false once it has ended or nothing came within the time left. */
  async function readMore(deadline: number): Promise<boolean> {
    const left = deadline - Date.now();
    if (ended || left <= 0) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), left)));
    const chunk = await Promise.race([reader.read(), timeout]).finally(() => clearTimeout(timer));
    if (chunk === 'timeout') return false;
    if (chunk.done) {
      ended = true;
      return false;
    }
    buffer += chunk.value;
    received += chunk.value;
    return true;
  }

  return {
    res,
    /** The next event (blocks with fields other than id/event/data are skipped), or null after `timeoutMs`. */
    async next(timeoutMs = 1000): Promise<ReadEvent | null> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => line && !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trimStart()]),
          );
          if (fields.event)
            return {
              id: fields.id ?? '',
              event: fields.event,
              data: JSON.parse(fields.data ?? 'null'),
              ...(fields.retry ? { retry: Number(fields.retry) } : {}),
            };
          continue;
        }
        if (!(await readMore(deadline))) return null;
      }
    },
    /** The Last-Event-ID a browser would send on reconnecting: the last `id:` read so far (id-only frames too). */
    lastEventId(): string | undefined {
      return [...received.matchAll(/^id: (\d+)$/gm)].at(-1)?.[1];
    },
    /** Waits until the raw stream contains `text` (a comment line); true when it did within the time. */
    async sees(text: string, timeoutMs = 1000): Promise<boolean> {
      const deadline = Date.now() + timeoutMs;
      while (!buffer.includes(text)) if (!(await readMore(deadline))) return false;
      return true;
    },
    /** True once the server has ended the stream. */
    async ends(timeoutMs = 2000): Promise<boolean> {
      const deadline = Date.now() + timeoutMs;
      while (!ended) if (!(await readMore(deadline))) break;
      return ended;
    },
    close: () => controller.abort(),
  };
}

/** Starts the app on a free loopback port (streams need a real server, not inject) and answers its base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}
