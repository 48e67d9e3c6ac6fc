/** IANA time zones in forms: the device's zone, the list for a select, and wall-clock times in a zone. */
import { isKnownTimeZone, runtimeTimeZone, toWallClockInput } from '@kickoff/shared';

export function deviceTimeZone(): string {
  return runtimeTimeZone();
}

/** Every zone the browser knows, with `current` first when it is not among them (an older or unusual name). */
export function timeZoneList(current?: string | null): string[] {
  let zones: string[] = [];
  try {
    zones = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  } catch {
    zones = [];
  }
  if (current && !zones.includes(current)) zones = [current, ...zones];
  return zones;
}

/** "America/Chicago" -> "America / Chicago" reads better in a select; underscores become spaces. */
export function timeZoneLabel(zone: string): string {
  return zone.replace(/_/g, ' ').replace(/\//g, ' / ');
}

/** "2026-11-22T18:00" for a datetime-local input: the instant's wall-clock time in the zone ('' for an unknown zone). */
export function wallClockIn(instant: string | Date, zone: string): string {
  return isKnownTimeZone(zone) ? toWallClockInput(instant, zone) : '';
}
