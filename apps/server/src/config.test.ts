import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('works with nothing configured', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/kickoff-config-test' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.pgliteDir).toBe('/tmp/kickoff-config-test/pglite');
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DATABASE_URL');
      expect(problems).toContain('LOG_LEVEL');
    }
  });

  it('keeps metrics off unless METRICS_PORT or METRICS_TOKEN is set, and checks them', () => {
    const off = loadConfig({ DATA_DIR: '/tmp/kickoff-config-test' });
    expect(off.METRICS_PORT).toBeUndefined();
    expect(off.METRICS_TOKEN).toBeUndefined();
    const on = loadConfig({ DATA_DIR: '/tmp/kickoff-config-test', METRICS_PORT: '9464', METRICS_TOKEN: 'a-long-enough-token' });
    expect(on).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: '0.0.0.0', METRICS_TOKEN: 'a-long-enough-token' });
    expect(() => loadConfig({ DATA_DIR: '/tmp/kickoff-config-test', METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ DATA_DIR: '/tmp/kickoff-config-test', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT must differ from PORT/);
    expect(() => loadConfig({ DATA_DIR: '/tmp/kickoff-config-test', METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('reads DATABASE_READ_URL as a list, any text (checked at start), and keeps read-your-writes past the lag bound', () => {
    const dir = { DATA_DIR: '/tmp/kickoff-config-test' };
    expect(loadConfig(dir)).toMatchObject({ DATABASE_READ_URL: [], DATABASE_READ_MAX_LAG_MS: 2000, DATABASE_READ_CHECK_MS: 1000, DATABASE_READ_YOUR_WRITES_MS: 5000 });
    expect(loadConfig({ ...dir, DATABASE_READ_URL: ' postgres://r1/db , not a url,' }).DATABASE_READ_URL).toEqual(['postgres://r1/db', 'not a url']);
    expect(() => loadConfig({ ...dir, DATABASE_READ_MAX_LAG_MS: '5000' })).toThrow(/DATABASE_READ_YOUR_WRITES_MS must be at least/);
    expect(loadConfig({ ...dir, DATABASE_READ_MAX_LAG_MS: '5000', DATABASE_READ_YOUR_WRITES_MS: '6000' }).DATABASE_READ_YOUR_WRITES_MS).toBe(6000);
  });

  it('requires paired settings together', () => {
    expect(() => loadConfig({ DATA_DIR: '/tmp/kickoff-config-test', RECAPTCHA_SITE_KEY: 'x' })).toThrow(/RECAPTCHA/);
  });

  it('chooses S3 storage only with S3_BUCKET and S3_PUBLIC_URL, and checks the S3 variables go together', () => {
    const base = { DATA_DIR: '/tmp/kickoff-config-test' };
    expect(loadConfig(base).s3).toBeUndefined();
    const config = loadConfig({
      ...base,
      S3_BUCKET: 'kickoff',
      S3_PUBLIC_URL: 'https://cdn.example.com/kickoff/',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toEqual({
      bucket: 'kickoff',
      publicUrl: 'https://cdn.example.com/kickoff',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    expect(loadConfig({ ...base, S3_BUCKET: 'kickoff', S3_PUBLIC_URL: 'https://cdn.example.com' }).s3?.credentials).toBeUndefined();
    expect(() => loadConfig({ ...base, S3_BUCKET: 'kickoff' })).toThrow(/S3_PUBLIC_URL/);
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET is required/);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'k', S3_PUBLIC_URL: 'https://c.example', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'k', S3_PUBLIC_URL: 'ftp://c.example' })).toThrow(/S3_PUBLIC_URL/);
  });

  it('reads CORS_ORIGINS as a list of exact origins', () => {
    const base = { DATA_DIR: '/tmp/kickoff-config-test' };
    expect(loadConfig(base).CORS_ORIGINS).toEqual([]);
    expect(loadConfig({ ...base, CORS_ORIGINS: ' https://app.example.com, capacitor://localhost,http://localhost:5173 ' }).CORS_ORIGINS).toEqual([
      'https://app.example.com',
      'capacitor://localhost',
      'http://localhost:5173',
    ]);
    for (const bad of ['*', 'https://app.example.com/', 'https://app.example.com/path', 'app.example.com', 'https://*.example.com', 'HTTPS://App.example.com']) {
      expect(() => loadConfig({ ...base, CORS_ORIGINS: bad }), bad).toThrow(/CORS_ORIGINS/);
    }
  });

  it('takes REDIS_URL only as a redis:// or rediss:// URL, with a key prefix', () => {
    const base = { DATA_DIR: '/tmp/kickoff-config-test' };
    expect(loadConfig(base).REDIS_URL).toBeUndefined();
    expect(loadConfig({ ...base, REDIS_URL: '  ' }).REDIS_URL).toBeUndefined();
    expect(loadConfig(base).REDIS_KEY_PREFIX).toBe('kickoff:');
    expect(loadConfig({ ...base, REDIS_URL: 'rediss://:secret@cache.example.com:6380/2' }).REDIS_URL).toBe('rediss://:secret@cache.example.com:6380/2');
    expect(loadConfig({ ...base, REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: 'kickoff-eu:' }).REDIS_KEY_PREFIX).toBe('kickoff-eu:');
    expect(() => loadConfig({ ...base, REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL: must start with redis:\/\/ or rediss:\/\//);
    expect(() => loadConfig({ ...base, REDIS_KEY_PREFIX: 'has space' })).toThrow(/REDIS_KEY_PREFIX/);
  });

  it('turns mail on with an smtp:// or smtps:// SMTP_URL, from MAIL_FROM or no-reply@ the public host', () => {
    const base = { DATA_DIR: '/tmp/kickoff-config-test', PUBLIC_URL: 'https://kickoff.example.com' };
    expect(loadConfig(base).mail).toBeUndefined();
    expect(loadConfig({ ...base, MAIL_FROM: 'x@example.com' }).mail).toBeUndefined();
    expect(loadConfig({ ...base, SMTP_URL: 'smtps://user:p%40ss@smtp.example.com:465' }).mail).toEqual({
      smtpUrl: 'smtps://user:p%40ss@smtp.example.com:465',
      from: 'Kickoff <no-reply@kickoff.example.com>',
    });
    expect(loadConfig({ ...base, SMTP_URL: 'smtp://smtp.example.com:587', MAIL_FROM: 'Team Kickoff <team@example.com>' }).mail?.from).toBe('Team Kickoff <team@example.com>');
    expect(() => loadConfig({ ...base, SMTP_URL: 'http://smtp.example.com' })).toThrow(/SMTP_URL: must start with smtp:\/\/ or smtps:\/\//);
    expect(() => loadConfig({ ...base, SMTP_URL: 'smtp://h', MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ ...base, SMTP_URL: 'smtp://h', MAIL_FROM: 'a@b.c\r\nBcc: x@y.z' })).toThrow(/MAIL_FROM/);
  });

  it('in production, mail needs an https PUBLIC_URL (the unsubscribe links of notification mail)', () => {
    const prod = { DATA_DIR: '/tmp/kickoff-config-test', NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://smtp.example.com' };
    expect(() => loadConfig({ ...prod, PUBLIC_URL: 'http://kickoff.example.com' })).toThrow(/PUBLIC_URL must be the app's https:\/\/ address/);
    expect(() => loadConfig(prod)).toThrow(/PUBLIC_URL must be/);
    expect(loadConfig({ ...prod, PUBLIC_URL: 'https://kickoff.example.com' }).mail?.smtpUrl).toBe('smtp://smtp.example.com');
    expect(loadConfig({ ...prod, SMTP_URL: undefined, PUBLIC_URL: 'http://kickoff.example.com' }).mail).toBeUndefined();
  });
});
