/* global self */
// Web push for Washday (imported by the service worker vite-plugin-pwa builds). A push carries JSON
// { title, body, url, tag } (packages/core/src/notifications/push-rules.ts); a tap opens its url.
self.addEventListener('push', (event) => {
  let notice = { title: 'Washday', body: '', url: '/', tag: 'washday' };
  try {
    notice = { ...notice, ...event.data.json() };
  } catch {
    // A push without JSON still tells the person something happened.
    if (event.data) notice.body = event.data.text();
  }
  const icon = notice.url.startsWith('/rider') ? '/pwa/rider-192.png' : '/pwa/washday-192.png';
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      icon,
      badge: icon,
      data: { url: notice.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      // An open Washday window goes to the page; otherwise a new one opens.
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) return open.focus().then(() => open.navigate(url));
      return self.clients.openWindow(url);
    }),
  );
});
