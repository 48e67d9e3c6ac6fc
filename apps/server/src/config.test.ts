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

  it('requires paired settings together', () => {
    expect(() => loadConfig({ DATA_DIR: '/tmp/kickoff-config-test', RECAPTCHA_SITE_KEY: 'x' })).toThrow(/RECAPTCHA/);
  });
});
