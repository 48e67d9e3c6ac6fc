/**
 * Distances as people read them: miles in the US (and the few other places that use them), kilometres elsewhere,
 * unless the profile says otherwise; and the radius choices of Discover in that unit.
 */
import { RADIUS_KM, type DistanceUnit } from '@kickoff/shared';

export { resolveUnit, unitForLocale } from './distance-unit';

export const KM_PER_MILE = 1.609344;

/** "0.3 mi", "4.2 km", "12 mi" (whole numbers from 10 on); under 0.1: "< 0.1 mi". */
export function formatDistance(km: number | null | undefined, unit: DistanceUnit): string | null {
  if (km === null || km === undefined || !Number.isFinite(km)) return null;
  const value = unit === 'mi' ? km / KM_PER_MILE : km;
  if (value < 0.1) return `< 0.1 ${unit}`;
  const shown = value < 10 ? value.toFixed(1).replace(/\.0$/, '') : String(Math.round(value));
  return `${shown} ${unit}`;
}

/** "2.3 mi away". */
export function formatAway(km: number | null | undefined, unit: DistanceUnit): string | null {
  const d = formatDistance(km, unit);
  return d ? `${d} away` : null;
}

const CHOICES: Record<DistanceUnit, number[]> = {
  mi: [1, 3, 5, 10, 25, 50, 100],
  km: [2, 5, 10, 25, 50, 100, 300],
};

export interface RadiusChoice {
  /** Kilometres (what the API takes), rounded to 0.01. */
  km: number;
  label: string;
}

const roundKm = (km: number) => Math.round(km * 100) / 100;

/** The radius select's options in the user's unit, each within the API's bounds. */
export function radiusChoices(unit: DistanceUnit): RadiusChoice[] {
  return CHOICES[unit].map((n) => ({
    km: Math.min(RADIUS_KM.max, roundKm(unit === 'mi' ? n * KM_PER_MILE : n)),
    label: `${n} ${unit}`,
  }));
}

/** The choice closest to a radius (after a unit change the old value may not be a choice). */
export function nearestChoice(km: number, unit: DistanceUnit): RadiusChoice {
  return radiusChoices(unit).reduce((best, c) => (Math.abs(c.km - km) < Math.abs(best.km - km) ? c : best));
}

/** A radius the API accepts (0.5..300 km). */
export function clampRadiusKm(km: number): number {
  if (!Number.isFinite(km)) return RADIUS_KM.default;
  return roundKm(Math.min(RADIUS_KM.max, Math.max(RADIUS_KM.min, km)));
}

/** Great-circle kilometres between two points (haversine on the server's sphere). */
export function kmBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6378.168 * Math.asin(Math.min(1, Math.sqrt(h)));
}
