import { describe, expect, it } from 'vitest';
import './zod-config';
import { config } from 'zod/v4/core';
import { z } from 'zod';

describe('zod configuration for the CSP (no eval)', () => {
  it('makes zod jitless before any schema is built', () => {
    expect(config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
