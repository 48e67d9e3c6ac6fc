import { describe, expect, it } from 'vitest';
import { ipBucket, smsSendRules } from './rate-limit';

describe('ipBucket', () => {
  it('keeps IPv4 addresses and unwraps IPv4-mapped IPv6', () => {
    expect(ipBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(ipBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64 network', () => {
    expect(ipBucket('2001:db8:85a3:0042:1000:8a2e:0370:7334')).toBe('2001:db8:85a3:42::/64');
    expect(ipBucket('2001:db8:85a3:42::1')).toBe('2001:db8:85a3:42::/64');
    expect(ipBucket('2001:DB8::1')).toBe('2001:db8:0:0::/64');
    expect(ipBucket('::1')).toBe('0:0:0:0::/64');
    expect(ipBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe('smsSendRules', () => {
  it('limits per IP first, then the 60 s cooldown and the hourly count of the number', () => {
    expect(smsSendRules('+12025550100', '203.0.113.7')).toEqual([
      { key: 'sms:ip:1h:203.0.113.7', windowSeconds: 3600, max: 20 },
      { key: 'sms:number:60s:+12025550100', windowSeconds: 60, max: 1 },
      { key: 'sms:number:1h:+12025550100', windowSeconds: 3600, max: 5 },
    ]);
  });
});
