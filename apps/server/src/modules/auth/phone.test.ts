import { describe, expect, it } from 'vitest';
import { normalizePhoneNumber } from './phone';

describe('normalizePhoneNumber', () => {
  it('reads numbers without + as +1 numbers', () => {
    expect(normalizePhoneNumber('2025550143')).toBe('+12025550143');
    expect(normalizePhoneNumber('(202) 555-0143')).toBe('+12025550143');
    expect(normalizePhoneNumber('1 202 555 0143')).toBe('+12025550143');
  });

  it('keeps international numbers in E.164', () => {
    expect(normalizePhoneNumber('+44 20 7183 8750')).toBe('+442071838750');
    expect(normalizePhoneNumber(' +1-202-555-0143 ')).toBe('+12025550143');
  });

  it('refuses what is not a valid number', () => {
    for (const bad of ['', 'abc', '+1234567890', '12', '+1 202 555 01x3', '++12025550143', '+999 1234 5678']) {
      expect(normalizePhoneNumber(bad), bad).toBeNull();
    }
  });

  it('accepts configured test numbers as written', () => {
    const tests = new Map([['+15555550100', '123456']]);
    expect(normalizePhoneNumber('+15555550100')).toBeNull(); // 555-0100 in area code 555 is not a real number
    expect(normalizePhoneNumber('+15555550100', tests)).toBe('+15555550100');
    expect(normalizePhoneNumber('5555550100', tests)).toBe('+15555550100');
  });
});
