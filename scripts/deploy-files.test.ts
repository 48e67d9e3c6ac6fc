/**
 * The image and compose files (issue 31 point 5) checked without building anything (`npm test` never builds the
 * image): compose.yaml parses and wires two instances to PostgreSQL and Redis behind Caddy, its environment passes the
 * server's config check, and every file the Dockerfile copies from the build context exists and is not left out by
 * .dockerignore. docs/operations.md "The image and compose" says how the image was built and run here.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../apps/server/src/config';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Service {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  volumes?: string[];
}

const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };

/** Compose's `${NAME:-default}` and `${NAME:?message}` with the given values. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{([A-Z][A-Z0-9_]*)(?::([-?])([^}]*))?\}/g, (_, name: string, op?: string, rest?: string) => {
    if (env[name] !== undefined) return env[name];
    if (op === '?') throw new Error(`${name} is required: ${rest}`);
    return op === '-' ? (rest ?? '') : '';
  });
}

describe('compose.yaml', () => {
  it('runs PostgreSQL, Redis, two Kickoff instances and Caddy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['caddy', 'kickoff-1', 'kickoff-2', 'postgres', 'redis']);
    for (const name of ['kickoff-1', 'kickoff-2']) {
      const s = compose.services[name]!;
      expect(s.build).toBe('.');
      expect(s.image).toBe('kickoff:latest');
      expect(s.environment!.DATABASE_URL).toMatch(/^postgres:\/\/kickoff:.*@postgres:5432\/kickoff$/);
      expect(s.environment!.REDIS_URL).toBe('redis://redis:6379/0');
      expect(s.environment!.TRUST_PROXY).toBe('true');
      expect(s.healthcheck!.test.join(' ')).toContain('/api/readyz');
      expect(s.depends_on).toEqual({ postgres: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } });
    }
    const caddy = compose.services.caddy!;
    expect(caddy.ports).toContain('443:443');
    expect(caddy.depends_on).toEqual({ 'kickoff-1': { condition: 'service_healthy' }, 'kickoff-2': { condition: 'service_healthy' } });
    const caddyfile = caddy.volumes!.find((v) => v.endsWith(':/etc/caddy/Caddyfile:ro'))!.split(':')[0]!;
    const proxy = read(caddyfile);
    expect(proxy).toMatch(/reverse_proxy kickoff-1:3000 kickoff-2:3000/);
    expect(proxy).toMatch(/health_uri \/api\/readyz/);
    // The live channel's events must not wait in Caddy's buffer.
    expect(proxy).toMatch(/flush_interval -1/);
  });

  it("gives the instances an environment the server's config check accepts", () => {
    const env = { POSTGRES_PASSWORD: 'pw', AUTH_SECRET: 'a-secret-that-is-long-enough-0123456789', KICKOFF_HOST: 'kickoff.example.org' };
    const values = Object.fromEntries(Object.entries(compose.services['kickoff-1']!.environment!).map(([k, v]) => [k, interpolate(String(v), env)]));
    // The image's own ENV (Dockerfile) under compose's.
    const config = loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0', PORT: '3000', DATA_DIR: '/tmp/kickoff-compose-check', ...values });
    expect(config.DATABASE_URL).toBe('postgres://kickoff:pw@postgres:5432/kickoff');
    expect(config.publicUrl).toBe('https://kickoff.example.org');
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.OTEL_EXPORTER_OTLP_ENDPOINT).toBeUndefined();
    expect(() => interpolate(compose.services['kickoff-1']!.environment!.AUTH_SECRET!, {})).toThrow(/AUTH_SECRET is required/);
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile').replace(/\\\n/g, ' ');
  const ignored = read('.dockerignore')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));

  it('copies only files that exist and that .dockerignore lets in', () => {
    const sources = [...dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((m) => m[1]!.trim().split(/\s+/));
    expect(sources.length).toBeGreaterThan(5);
    for (const source of sources) {
      if (source === '.') continue;
      expect(existsSync(path.join(root, source)), source).toBe(true);
      for (const pattern of ignored) {
        const name = pattern.replace(/^\*\*\//, '');
        expect(source === name || source.startsWith(`${name}/`) || source.endsWith(`/${name}`), `${source} ignored by ${pattern}`).toBe(false);
      }
    }
  });

  it('builds in stages and runs the compiled server as a non-root user with a health check', () => {
    expect([...dockerfile.matchAll(/^FROM /gm)].length).toBe(4);
    expect(dockerfile).toMatch(/^RUN npm run build$/m);
    expect(dockerfile).toMatch(/--omit=dev --workspace=@kickoff\/server/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\/api\/healthz/m);
    expect(dockerfile).toMatch(/^CMD \[.*"apps\/server\/dist\/server\.js"\]$/m);
    // What the bundle finds relative to its sources (apps/server/build.mjs): the migrations and the web build.
    expect(dockerfile).toMatch(/COPY --from=build \/app\/packages\/db\/migrations \.\/packages\/db\/migrations/);
    expect(dockerfile).toMatch(/COPY --from=build \/app\/apps\/web\/dist \.\/apps\/web\/dist/);
  });
});
