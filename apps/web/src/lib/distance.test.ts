import { describe, expect, it } from 'vitest';
import { clampRadiusKm, formatAway, formatDistance, kmBetween, nearestChoice, radiusChoices, resolveUnit, unitForLocale } from './distance';

describe('distance units', () => {
  it('follows the locale: miles for the US, kilometres elsewhere', () => {
    expect(unitForLocale('en-US')).toBe('mi');
    expect(unitForLocale('es-US')).toBe('mi');
    expect(unitForLocale('en_PR')).toBe('mi');
    expect(unitForLocale('en-GB')).toBe('km');
    expect(unitForLocale('en')).toBe('mi');
    expect(unitForLocale('en-CA')).toBe('km');
    expect(unitForLocale('de-DE')).toBe('km');
    expect(unitForLocale('zh-Hant-TW')).toBe('km');
    expect(unitForLocale('fr')).toBe('km');
    expect(unitForLocale(undefined)).toBe('km');
  });

  it('lets the profile override the locale', () => {
    expect(resolveUnit('km', 'en-US')).toBe('km');
    expect(resolveUnit('mi', 'de-DE')).toBe('mi');
    expect(resolveUnit(null, 'de-DE')).toBe('km');
  });

  it('formats short distances with a decimal and long ones whole', () => {
    expect(formatDistance(1.609344, 'mi')).toBe('1 mi');
    expect(formatDistance(3.7, 'mi')).toBe('2.3 mi');
    expect(formatDistance(3.7, 'km')).toBe('3.7 km');
    expect(formatDistance(42.4, 'km')).toBe('42 km');
    expect(formatDistance(0.05, 'km')).toBe('< 0.1 km');
    expect(formatDistance(0, 'mi')).toBe('< 0.1 mi');
    expect(formatDistance(null, 'mi')).toBeNull();
    expect(formatDistance(Number.NaN, 'mi')).toBeNull();
    expect(formatAway(8.1, 'mi')).toBe('5 mi away');
  });

  it('offers radius choices in the unit, within the API bounds', () => {
    const mi = radiusChoices('mi');
    expect(mi[0]).toEqual({ km: 1.61, label: '1 mi' });
    expect(mi.find((c) => c.label === '10 mi')!.km).toBe(16.09);
    expect(radiusChoices('km').map((c) => c.km)).toEqual([2, 5, 10, 25, 50, 100, 300]);
    for (const c of [...mi, ...radiusChoices('km')]) {
      expect(c.km).toBeGreaterThanOrEqual(0.5);
      expect(c.km).toBeLessThanOrEqual(300);
    }
    expect(nearestChoice(25, 'mi').label).toBe('10 mi');
    expect(nearestChoice(40, 'mi').label).toBe('25 mi');
    expect(clampRadiusKm(1000)).toBe(300);
    expect(clampRadiusKm(0.1)).toBe(0.5);
    expect(clampRadiusKm(Number.NaN)).toBe(25);
  });

  it('measures great-circle distance like the server', () => {
    // One degree along a meridian on the 6378.168 km sphere: 111.3196 km.
    expect(kmBetween({ latitude: 30, longitude: -97 }, { latitude: 31, longitude: -97 })).toBeCloseTo(111.3196, 3);
    // Across the antimeridian.
    expect(kmBetween({ latitude: 0, longitude: 179.9 }, { latitude: 0, longitude: -179.9 })).toBeCloseTo(22.26, 1);
  });
});
