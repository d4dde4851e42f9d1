// Web push (issue 12): which push services a subscription may point at, and what a pushed notice carries.
import { z } from 'zod';

export const PUSH_MESSAGES = {
  subscribed: 'Notifications are on for this device',
  unsubscribed: 'Notifications are off for this device',
  endpointInvalid: 'This browser gave a push address we cannot use',
  keysInvalid: 'This browser gave push keys we cannot use',
  notFound: 'This device was not subscribed',
  /** A subscription held by another account moves only with that account's session in the same request. */
  endpointTaken:
    "This device's notifications belong to another account. Turn them off in that account first, or subscribe this browser afresh.",
  chooseAccount: 'Several sessions are signed in here: say which one with as=customer or as=rider',
} as const;

/**
 * The browsers' push services (Chrome/Edge/Opera: FCM; Firefox: Mozilla; Safari: Apple; legacy Edge: WNS). The
 * server posts to the endpoint a browser gives, so only these hosts are accepted: anything else would let a caller
 * make the server send requests wherever they like.
 */
export const PUSH_SERVICE_HOST_SUFFIXES = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const;

export function isKnownPushService(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || (url.port && url.port !== '443')) return false;
  return PUSH_SERVICE_HOST_SUFFIXES.some((suffix) => url.hostname === suffix || url.hostname.endsWith(`.${suffix}`));
}

const base64Url = (min: number, max: number) =>
  z
    .string({ error: PUSH_MESSAGES.keysInvalid })
    .regex(/^[A-Za-z0-9_-]+=*$/, PUSH_MESSAGES.keysInvalid)
    .min(min, PUSH_MESSAGES.keysInvalid)
    .max(max, PUSH_MESSAGES.keysInvalid);

/** What PushSubscription.toJSON() gives (the expiration time is ignored). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ error: PUSH_MESSAGES.endpointInvalid }).max(1000, PUSH_MESSAGES.endpointInvalid),
  expirationTime: z.number().nullish(),
  keys: z.object(
    {
      // An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url.
      p256dh: base64Url(80, 100),
      auth: base64Url(16, 30),
    },
    { error: PUSH_MESSAGES.keysInvalid },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** The JSON a push message carries to the service worker (public/push-sw.js shows it). */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** Where a tap on the notice opens. */
  url: z.string(),
  /** One notice per notification: a repeat replaces instead of stacking. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
