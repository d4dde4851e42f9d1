import http from 'node:http';

export interface StreamEvent {
  id: string | undefined;
  event: string;
  data: string;
}

/** One open GET /api/events, as a browser's EventSource holds it: its own connection, read as it arrives. */
export interface EventStreamClient {
  heartbeats: number;
  /** Set when the server or the network ended the stream. */
  closed: boolean;
  close: () => void;
}

/**
 * Opens a server-sent event stream with a bearer session on its own connection (no agent pooling, no
 * keep-alive reuse); resolves once the server answered 200 and rejects with the answer otherwise.
 */
export function openEventStream(url: string, token: string, onEvent: (event: StreamEvent) => void): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { agent: false, headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` } },
      (response) => {
        if (response.statusCode !== 200) {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => reject(new Error(`GET ${url} answered ${response.statusCode}: ${text.slice(0, 300)}`)));
          return;
        }
        const client: EventStreamClient = { heartbeats: 0, closed: false, close: () => request.destroy() };
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const parsed = parseBlock(block);
            if (parsed === 'heartbeat') client.heartbeats += 1;
            else if (parsed) onEvent(parsed);
          }
        });
        response.on('close', () => (client.closed = true));
        resolve(client);
      },
    );
    request.on('error', reject);
  });
}

/** One block of the stream: an event, a heartbeat comment, or nothing to count (the retry line). */
function parseBlock(block: string): StreamEvent | 'heartbeat' | null {
  let id: string | undefined;
  let event = 'message';
  const data: string[] = [];
  let fields = 0;
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) {
      if (line.includes('heartbeat')) return 'heartbeat';
      continue;
    }
    const colon = line.indexOf(':');
    const name = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (name === 'id') id = value;
    else if (name === 'event') event = value;
    else if (name === 'data') data.push(value);
    else continue;
    fields += 1;
  }
  return fields > 0 && data.length > 0 ? { id, event, data: data.join('\n') } : null;
}
