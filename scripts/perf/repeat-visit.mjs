/**
 * A repeat visit's load from the service worker's cache (issue 27), for `npm run perf:web`: real Chromium through
 * playwright-core, with the app's worker allowed, a phone's network and CPU (Lighthouse's mobile figures: 150 ms
 * round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower). The signed-in event page is opened once (cold: every file
 * from the server), the worker is left to take over and precache this version, then the page is opened again. For
 * each visit it prints first and largest contentful paint, the requests the worker answered (the app's files from its
 * cache; API reads it fetches fresh, network first) and the bytes the page itself downloaded.
 */
import { pathToFileURL } from 'node:url';

const PHONE_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

/** Waits until the worker controls the page and has precached every file of this version. */
async function workerReady(page) {
  for (let tries = 0; tries < 240; tries++) {
    const ready = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      if (!(registration?.active?.state === 'activated' && navigator.serviceWorker.controller)) return false;
      const source = await (await fetch('/sw.js')).text();
      const precache = JSON.parse(/const PRECACHE = (\[.*?\]);/.exec(source)[1]);
      const shell = (await caches.keys()).find((key) => key.startsWith('kickoff-shell-'));
      return Boolean(shell) && (await (await caches.open(shell)).keys()).length >= precache.length;
    });
    if (ready) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the service worker did not take over');
}

/** One navigation under the phone's network and CPU: paints, and what came from the worker and from the network. */
async function visit(page, cdp, url) {
  const requests = new Map();
  const onResponse = (event) => requests.set(event.requestId, { fromWorker: Boolean(event.response.fromServiceWorker), bytes: 0 });
  const onFinished = (event) => {
    const request = requests.get(event.requestId);
    if (request) request.bytes = event.encodedDataLength;
  };
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onFinished);
  await page.goto(url, { waitUntil: 'load' });
  // The largest paint of a page that has loaded: wait for the network to settle, then read the last candidate.
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const paints = await page.evaluate(
    () =>
      new Promise((resolve) => {
        let lcp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcp = Math.max(lcp, entry.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          resolve({ fcp, lcp });
        }, 300);
      }),
  );
  cdp.off('Network.responseReceived', onResponse);
  cdp.off('Network.loadingFinished', onFinished);
  const all = [...requests.values()];
  const fromWorker = all.filter((r) => r.fromWorker).length;
  const networkBytes = all.filter((r) => !r.fromWorker).reduce((sum, r) => sum + r.bytes, 0);
  return { ...paints, requests: all.length, fromWorker, networkBytes };
}

export async function measureRepeatVisit({ baseUrl, eventUrl, token, requireFromE2e, chromePath }) {
  const playwright = await import(pathToFileURL(requireFromE2e.resolve('playwright-core')).href);
  const { chromium } = playwright.chromium ? playwright : playwright.default;
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, baseURL: baseUrl });
    await context.addInitScript((t) => localStorage.setItem('kickoff.token', t), token);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const first = await visit(page, cdp, eventUrl);
    await workerReady(page);
    // A fresh page, as a person opening the app again from the home screen.
    await page.goto('about:blank');
    const repeat = await visit(page, cdp, eventUrl);
    const ms = (n) => `${Math.round(n)} ms`.padStart(8);
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`.padStart(9);
    console.log(`\nRepeat visit from the service worker's cache (signed-in event page, 390 px, 150 ms RTT, 1.6 Mbit/s, CPU x${CPU_SLOWDOWN}):`);
    console.log('  visit     FCP       LCP       requests  answered by the worker  downloaded by the page');
    for (const [name, v] of [['first', first], ['repeat', repeat]]) {
      console.log(`  ${name.padEnd(7)} ${ms(v.fcp)}  ${ms(v.lcp)}  ${String(v.requests).padStart(8)}  ${String(v.fromWorker).padStart(22)}  ${kb(v.networkBytes).padStart(22)}`);
    }
    console.log('  (the worker answers the app\'s files from its cache; it asks the network first for API reads, so those are fresh)');
    await context.close();
  } finally {
    await browser.close();
  }
}
