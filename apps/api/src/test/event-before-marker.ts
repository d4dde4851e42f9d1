import type { FastifyInstance } from 'fastify';
import { raiseEvent } from '../events/live-events.service.js';
import type { Recipient } from '../events/recipients.js';
import { notifyDepsOf } from '../modules/notifications/notify.service.js';
import type { openEventStream, ReadEvent } from './event-stream-client.js';

type EventStream = Awaited<ReturnType<typeof openEventStream>>;

/**
 * Proves that a stream received nothing, without waiting for time to pass: raises a marker event for the stream's
 * recipient, then reads the stream up to it. A stream gets its events in the order they were raised, so whatever was
 * sent to it before the marker is here first. Answers that event, or null when the marker came first.
 */
export async function eventBeforeMarker(
  app: FastifyInstance,
  stream: EventStream,
  recipient: Recipient,
  timeoutMs = 5_000,
): Promise<ReadEvent | null> {
  const marker = await raiseEvent(notifyDepsOf(app), recipient, 'booking.updated', { booking_id: 'test-marker' });
  const event = await stream.next(timeoutMs);
  if (!event) throw new Error(`The marker event did not reach the stream within ${timeoutMs} ms`);
  return event.id === String(marker.id) ? null : event;
}
