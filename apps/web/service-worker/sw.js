/*
 * Kickoff's one service worker (issue 27; docs/architecture.md "Service worker"). The build (vite-service-worker.ts)
 * writes it to /sw.js with two constants in front: VERSION (a hash of the build's file list) and PRECACHE (every file
 * of the app shell: index.html, each JavaScript chunk, the stylesheet, the Latin fonts, the icons).
 *
 * - install: precaches this version's files in their own cache; takes over at once only when no older app version
 *   controls a page (a first install, or the push-only worker of before). Otherwise it waits, and the page offers
 *   "Refresh to update" (it posts `kickoff:skip-waiting`): an open tab never gets a newer version's chunks mixed with
 *   its older HTML, and never reloads in the middle of something.
 * - fetch: navigations go to the network, and offline fall back to the precached shell (the app then renders the
 *   route itself); the app's files come from the precache; the signed-in person's recent API reads (SAVED_READS) go
 *   to the network first and are kept, per person, so that offline (or after API_TIMEOUT_MS on a weak signal) the saved
 *   copy answers, stamped with its time in X-Kickoff-Saved-At ("Saved 12 min ago"); uploaded pictures (/uploads,
 *   immutable names) are kept once seen, up to IMAGES_MAX_ENTRIES. Writes are never touched: the page queues them
 *   itself (src/lib/offline/queue.ts).
 * - push and notificationclick: Web Push notifications, as before.
 */
/* global VERSION, PRECACHE */

const SHELL_CACHE = `kickoff-shell-${VERSION}`;
const SHELL_PREFIX = 'kickoff-shell-';
/** Hashed files this version did not precache (other font subsets, images under /assets). */
const RUNTIME_CACHE = 'kickoff-runtime';
/** Uploaded pictures seen (avatars, group and event images: immutable names), at most IMAGES_MAX_ENTRIES. */
const IMAGES_CACHE = 'kickoff-images';
const IMAGES_MAX_ENTRIES = 150;
/** One cache of saved API answers per signed-in session: `kickoff-api-<sha-256 of the Authorization header>`. */
const API_PREFIX = 'kickoff-api-';
const SHELL_URL = '/index.html';
const SAVED_AT_HEADER = 'X-Kickoff-Saved-At';
/** A read slower than this on a weak signal answers with its saved copy; the network answer still refreshes it. */
const API_TIMEOUT_MS = 4000;
/** At most this many saved answers per person (the oldest go first). */
const API_MAX_ENTRIES = 200;
/**
 * The reads kept for offline: the session, the person's own lists, events, groups, invitations, notifications, venues.
 * Not the live channel, searches, calendar feeds or data exports.
 */
const SAVED_READS =
  /^\/api\/(auth\/get-session$|user\/(?!data-export|calendar-feed)|events(\/|$)|groups(\/|$)|notifications(\/(?!web-push)|$)|invites\/|venues\/|sports\/popular$|places\/config$)/;

const PRECACHED = new Set(PRECACHE);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      // `reload`: past the browser's HTTP cache, so the shell is this version's.
      await cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' })));
      const older = (await caches.keys()).some((key) => key.startsWith(SHELL_PREFIX) && key !== SHELL_CACHE);
      if (!older) await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The version before this one stays (its hashed files only): a tab still running it when another tab took the
      // update keeps loading its own chunks. Older versions go.
      const shells = (await caches.keys()).filter((key) => key.startsWith(SHELL_PREFIX) && key !== SHELL_CACHE);
      for (const key of shells.slice(0, -1)) await caches.delete(key);
      await caches.delete(RUNTIME_CACHE);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'kickoff:skip-waiting') void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigation(request));
  } else if (url.pathname.startsWith('/api/')) {
    const auth = request.headers.get('authorization');
    if (auth && SAVED_READS.test(url.pathname)) event.respondWith(savedRead(event, request, url, auth));
  } else if (PRECACHED.has(url.pathname) || url.pathname.startsWith('/assets/')) {
    event.respondWith(appFile(request, url));
  } else if (url.pathname.startsWith('/uploads/')) {
    event.respondWith(picture(request, url));
  }
});

async function navigation(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SHELL_URL, { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

async function appFile(request, url) {
  // A hashed file is the same in any cache that has it (this version's, the one before, the runtime one); the others
  // (index.html, the manifest, icons) come from this version's.
  const hashed = url.pathname.startsWith('/assets/');
  const cached = await caches.match(url.pathname, hashed ? {} : { cacheName: SHELL_CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && hashed) {
    const copy = response.clone();
    void caches.open(RUNTIME_CACHE).then((cache) => cache.put(url.pathname, copy));
  }
  return response;
}

/** A stored picture never changes under its name: the copy seen before, else the network (then kept). */
async function picture(request, url) {
  const cache = await caches.open(IMAGES_CACHE);
  const cached = await cache.match(url.pathname);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    void (async () => {
      await cache.put(url.pathname, copy);
      const keys = await cache.keys();
      for (const old of keys.slice(0, Math.max(0, keys.length - IMAGES_MAX_ENTRIES))) await cache.delete(old);
    })();
  }
  return response;
}

async function cacheNameOf(auth) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(auth));
  return API_PREFIX + Array.from(new Uint8Array(digest).slice(0, 12), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The answer with the time it was saved. */
async function stamped(response) {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, String(Date.now()));
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

async function savedRead(event, request, url, auth) {
  const cache = await caches.open(await cacheNameOf(auth));
  const key = url.pathname + url.search;
  const network = fetch(request).then(async (response) => {
    if (response.ok && response.status === 200) {
      await cache.put(key, await stamped(response.clone()));
      const keys = await cache.keys();
      for (const old of keys.slice(0, Math.max(0, keys.length - API_MAX_ENTRIES))) await cache.delete(old);
    }
    return response;
  });
  event.waitUntil(network.catch(() => undefined));
  const saved = await cache.match(key, { ignoreVary: true });
  if (!saved) return network;
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve(null), API_TIMEOUT_MS);
  });
  try {
    const first = await Promise.race([network, late]);
    if (first) return first;
    // Slow: the saved copy now; the page hears when the fresh answer is in (it then reads again).
    void network.then((response) => response.ok && tellPages({ type: 'kickoff:api-refreshed', url: key })).catch(() => undefined);
    return saved;
  } catch {
    return saved;
  } finally {
    clearTimeout(timer);
  }
}

async function tellPages(message) {
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
}

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
        icon: '/icons/icon-192.png',
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
