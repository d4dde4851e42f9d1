import { contract } from '@washday/core';
import { ApiError } from '@/lib/api-client';
import { callEndpoint } from '@/lib/api-endpoint';

/** Whether this browser can receive web push at all (iOS only once the app is on the home screen). */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

/** A base64url VAPID key as PushManager wants it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}

/** This device's state: no support, notifications blocked, or subscribed or not. */
export async function currentPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const existing = await (await registration()).pushManager.getSubscription();
  return existing && Notification.permission === 'granted' ? 'on' : 'off';
}

/** Asks the person (the browser's prompt), subscribes this device and tells the server whose it is. */
export async function turnPushOn(as: 'customer' | 'rider'): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const { publicKey } = await callEndpoint(contract.push.publicKey);
  const manager = (await registration()).pushManager;
  const subscription =
    (await manager.getSubscription()) ??
    (await manager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  try {
    await tellServer(subscription, as);
  } catch (error) {
    // This browser's subscription is another account's (someone else used this phone and left notifications on): the
    // server keeps it theirs, so this browser drops it and subscribes afresh, under a new endpoint that is this account's.
    if (!(error instanceof ApiError && error.body.error === 'PUSH_ENDPOINT_TAKEN')) throw error;
    await subscription.unsubscribe();
    await tellServer(await manager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }), as);
  }
  return 'on';
}

function tellServer(subscription: PushSubscription, as: 'customer' | 'rider') {
  const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  return callEndpoint(contract.push.subscribe, { body: { subscription: { endpoint: json.endpoint, keys: json.keys }, as } });
}

/** Stops pushes to this device: the server forgets it, then the browser drops the subscription. */
export async function turnPushOff(as: 'customer' | 'rider'): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const subscription = await (await registration()).pushManager.getSubscription();
  if (!subscription) return 'off';
  try {
    await callEndpoint(contract.push.unsubscribe, { body: { endpoint: subscription.endpoint, as } });
  } finally {
    await subscription.unsubscribe();
  }
  return 'off';
}
