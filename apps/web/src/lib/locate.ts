/** Where the member is for "Near me": the device's position when they tap the button, else the profile's home area. */
import type { Point } from '@kickoff/shared';
import type { Platform } from './platform';

const validPoint = (lat: unknown, lng: unknown): lat is number =>
  typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

export interface HomeArea {
  latitude: number | null;
  longitude: number | null;
  location?: string | null;
}

export type Located = { point: Point; source: 'device' | 'home' } | { point: null; source: null };

/**
 * Asks the platform for the device's position (the browser's or Capacitor's permission prompt appears now, on the
 * tap), and falls back to the home area when refused or unavailable.
 */
export async function locate(platform: Pick<Platform, 'currentPosition'>, home: HomeArea | null | undefined): Promise<Located> {
  const device = await platform.currentPosition().catch(() => null);
  if (device && validPoint(device.latitude, device.longitude)) return { point: device, source: 'device' };
  if (home && validPoint(home.latitude, home.longitude)) return { point: { latitude: home.latitude, longitude: home.longitude! }, source: 'home' };
  return { point: null, source: null };
}
