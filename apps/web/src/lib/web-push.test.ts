import { PUSH_MESSAGES } from '@washday/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { turnPushOn } from './web-push';

const KEYS = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };

/** A browser's push subscription at this endpoint; unsubscribing it is recorded. */
function browserSubscription(endpoint: string) {
  return {
    endpoint,
    unsubscribe: vi.fn(async () => true),
    toJSON: () => ({ endpoint, expirationTime: null, keys: KEYS }),
  };
}

/** A browser with push: notifications allowed, and this subscription already in place (or none). */
function stubBrowser(existing: ReturnType<typeof browserSubscription> | null) {
  const fresh = browserSubscription('https://fcm.googleapis.com/fcm/send/fresh');
  const pushManager = { getSubscription: vi.fn(async () => existing), subscribe: vi.fn(async () => fresh) };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn(async () => 'granted') });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ pushManager }) } });
  return { pushManager, fresh };
}

/** The server: its public key, and what it answers each subscribe (in turn); records the endpoints sent. */
function stubServer(...subscribeAnswers: Array<() => Response>) {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (url, init) => {
      if (String(url).endsWith('/api/push/public-key')) return jsonResponse({ success: true, publicKey: 'BAAA' });
      sent.push((JSON.parse(String(init?.body)) as { subscription: { endpoint: string } }).subscription.endpoint);
      return subscribeAnswers.shift()!();
    }),
  );
  return sent;
}

const subscribed = () => jsonResponse({ success: true, message: PUSH_MESSAGES.subscribed }, 201);
const taken = () =>
  jsonResponse(
    { success: false, error: 'PUSH_ENDPOINT_TAKEN', field: 'subscription.endpoint', message: PUSH_MESSAGES.endpointTaken },
    409,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('turnPushOn', () => {
  it("tells the server this browser's existing subscription", async () => {
    const existing = browserSubscription('https://fcm.googleapis.com/fcm/send/mine');
    const { pushManager } = stubBrowser(existing);
    const sent = stubServer(subscribed);
    expect(await turnPushOn('customer')).toBe('on');
    expect(sent).toEqual(['https://fcm.googleapis.com/fcm/send/mine']);
    expect(existing.unsubscribe).not.toHaveBeenCalled();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
  });

  it("subscribes afresh when the server keeps this browser's subscription for another account", async () => {
    const previous = browserSubscription('https://fcm.googleapis.com/fcm/send/someone-elses');
    const { pushManager, fresh } = stubBrowser(previous);
    const sent = stubServer(taken, subscribed);
    expect(await turnPushOn('customer')).toBe('on');
    expect(previous.unsubscribe).toHaveBeenCalledOnce();
    expect(pushManager.subscribe).toHaveBeenCalledOnce();
    expect(sent).toEqual(['https://fcm.googleapis.com/fcm/send/someone-elses', fresh.endpoint]);
  });

  it('passes any other refusal on', async () => {
    const existing = browserSubscription('https://fcm.googleapis.com/fcm/send/mine');
    stubBrowser(existing);
    stubServer(() => jsonResponse({ success: false, error: 'BAD_REQUEST', message: PUSH_MESSAGES.keysInvalid }, 400));
    await expect(turnPushOn('rider')).rejects.toThrow(PUSH_MESSAGES.keysInvalid);
    expect(existing.unsubscribe).not.toHaveBeenCalled();
  });
});
