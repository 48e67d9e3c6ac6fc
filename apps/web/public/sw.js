/* Kickoff's service worker: shows Web Push notifications and opens the right screen when one is clicked. */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** Spec §4: group_message -> /groups/{groupId}; event_comment and new_event -> /events/{eventId}. */
function pathOf(data) {
  if (data.url && data.url.startsWith('/')) return data.url;
  if ((data.type === 'group_message' || data.type === 'membership_approved') && data.groupId) return `/groups/${data.groupId}`;
  if (data.eventId) return `/events/${data.eventId}`;
  if (data.groupId) return `/groups/${data.groupId}`;
  return '/';
}

self.addEventListener('push', (event) => {
  let message = { title: 'Kickoff', body: '', data: {} };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    if (event.data) message.body = event.data.text();
  }
  const data = message.data || {};
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(message.title, {
        body: message.body,
        icon: '/favicon.svg',
        badge: '/favicon.svg',
        tag: data.notificationId || undefined,
        data: { ...data, url: pathOf(data) },
      }),
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
        for (const client of clients) client.postMessage({ type: 'kickoff:push', data });
      }),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(pathOf(event.notification.data || {}), self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      for (const client of clients) {
        if (new URL(client.url).origin === self.location.origin && 'focus' in client) {
          return client.navigate(url).then((c) => (c || client).focus());
        }
      }
      return self.clients.openWindow(url);
    }),
  );
});
