/**
 * The web tests' shared setup. Route tests render the whole app in jsdom, with route modules loading lazily as in the
 * browser; on a loaded 2-core machine (CI runs them beside the server tests and their databases) that is slow, so
 * queries that wait (`findBy*`, `waitFor`) get 15 s. A wait ends as soon as its condition holds: passing runs are not
 * slower.
 */
import '@/lib/zod-config';
import { configure } from '@testing-library/react';
import { activateLanguage } from '@/lib/i18n';

const WEB_WAIT_MS = 15_000;

configure({ asyncUtilTimeout: WEB_WAIT_MS });

// Issue 30: the app renders in English in the tests, its catalog loaded as main.tsx loads it before the first render.
await activateLanguage('en');
