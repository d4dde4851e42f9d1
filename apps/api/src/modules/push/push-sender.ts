import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys.js';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The push service no longer knows this subscription (404 or 410): it is removed, never retried. */
export class PushGoneError extends Error {}

/** Sends one encrypted web push message (RFC 8030/8291) to one browser's push service. */
export interface PushSender {
  send(target: PushTarget, payload: string): Promise<void>;
}

/** The real sender, through web-push with the server's VAPID keys. */
export function webPushSender(keys: VapidKeys, timeoutMs: number, agent?: Agent): PushSender {
  return {
    async send(target, payload) {
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
            // An order notice older than a day is no longer news.
            TTL: 24 * 60 * 60,
            urgency: 'high',
            timeout: timeoutMs,
            ...(agent ? { agent } : {}),
          },
        );
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) throw new PushGoneError(`push subscription gone (${status})`);
        throw error;
      }
    },
  };
}
