/**
 * zod 4 probes `new Function('')` when it builds its first object schema, to decide whether to compile parsers. The
 * CSP forbids eval, so the probe is a reported violation (Lighthouse: "issues in the devtools panel"). main.tsx
 * imports this first, before any schema exists: zod then interprets (fast enough for forms) and never probes.
 * zod reads its configuration from this global (shared by every copy of zod); importing `config` instead would put
 * zod's core (4 KB gzip) into every first load. zod-config.test.ts checks that zod still honours it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
