import { describe, expect, it } from 'vitest';
import { locate } from './locate';
import { formatNear, loadNearChoice, NEAR_STORAGE_KEY, parseNear, saveNearChoice } from './near-me';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

describe('near me', () => {
  it('writes and reads the API\'s near= text', () => {
    expect(formatNear({ latitude: 30.267153, longitude: -97.7430608 })).toBe('30.26715,-97.74306');
    expect(parseNear('30.26715,-97.74306')).toEqual({ latitude: 30.26715, longitude: -97.74306 });
    for (const bad of [null, '', '30', '30,', ',1', '91,0', '0,181', 'a,b', '1,2,3']) expect(parseNear(bad)).toBeNull();
  });

  it('remembers the choice and ignores what it did not write', () => {
    const storage = memoryStorage();
    expect(loadNearChoice(storage)).toBeNull();
    saveNearChoice({ latitude: 30.27, longitude: -97.74, radiusKm: 16.09, source: 'device' }, storage);
    expect(loadNearChoice(storage)).toEqual({ latitude: 30.27, longitude: -97.74, radiusKm: 16.09, source: 'device' });
    saveNearChoice(null, storage);
    expect(storage.data.has(NEAR_STORAGE_KEY)).toBe(false);
    for (const junk of ['{', '[]', '{"latitude":100,"longitude":0,"radiusKm":5,"source":"device"}', '{"latitude":1,"longitude":0,"radiusKm":500,"source":"device"}', '{"latitude":1,"longitude":0,"radiusKm":5,"source":"gps"}']) {
      storage.setItem(NEAR_STORAGE_KEY, junk);
      expect(loadNearChoice(storage)).toBeNull();
    }
  });

  it('uses the device position, else the home area, else nothing', async () => {
    const home = { latitude: 30.27, longitude: -97.74, location: 'Austin, TX, US' };
    const at = { latitude: 40.7, longitude: -74 };
    expect(await locate({ currentPosition: async () => at }, home)).toEqual({ point: at, source: 'device' });
    expect(await locate({ currentPosition: async () => null }, home)).toEqual({ point: { latitude: 30.27, longitude: -97.74 }, source: 'home' });
    expect(await locate({ currentPosition: () => Promise.reject(new Error('denied')) }, home)).toMatchObject({ source: 'home' });
    expect(await locate({ currentPosition: async () => null }, { latitude: null, longitude: null })).toEqual({ point: null, source: null });
    expect(await locate({ currentPosition: async () => null }, undefined)).toEqual({ point: null, source: null });
  });
});
