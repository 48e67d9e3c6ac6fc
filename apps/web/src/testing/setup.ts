/**
 * The web tests' shared setup. Route tests render the whole app in jsdom, which is slow on a loaded 2-core machine
 * (CI runs them beside the server tests and their databases), and route modules load lazily as in the browser: queries that wait (`findBy*`, `waitFor`) get 15 s,
 * so a passing test is never cut short. A wait ends as soon as its condition holds, so passing runs are not slower.
 */
import { configure } from '@testing-library/react';

const WEB_WAIT_MS = 15_000;

configure({ asyncUtilTimeout: WEB_WAIT_MS });
