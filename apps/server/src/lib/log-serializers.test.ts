import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errSerializer } from './log-serializers';

describe('errSerializer', () => {
  it('keeps the SQL and the cause but drops the parameters of a failed query, also when it is a cause', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      code: '23505',
      detail: 'Key (email)=(ana@example.com) already exists.',
    });
    const failed = new DrizzleQueryError('update "users" set "email" = $1 where "id" = $2', ['ana@example.com', 'tok-secret'], cause);
    const wrapped = new Error('could not save', { cause: failed });
    for (const error of [failed, wrapped]) {
      const out = JSON.stringify(errSerializer(error));
      expect(out).not.toContain('ana@example.com');
      expect(out).not.toContain('tok-secret');
      expect(out).toContain('update \\"users\\" set');
      expect(out).toContain('params: [hidden]');
      expect(out).toContain('duplicate key value violates unique constraint');
    }
  });

  it('cuts the parameters from a message passed on as a string, and leaves other values alone', () => {
    expect(errSerializer('Failed query: select 1 where token = $1\nparams: abc,+12025550123')).toBe('Failed query: select 1 where token = $1\nparams: [hidden]');
    expect(errSerializer('push endpoint answered 410')).toBe('push endpoint answered 410');
    expect(errSerializer(undefined)).toBeUndefined();
  });
});
