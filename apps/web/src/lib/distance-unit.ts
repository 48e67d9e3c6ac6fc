/** Which unit a member reads distances in: the profile's choice, else the language's country (miles in the US). */
import type { DistanceUnit } from '@kickoff/shared';

/** The United States and its territories read miles by default (issue 12); a member elsewhere switches in the profile. */
const MILE_REGIONS = new Set(['US', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM']);

/** "en-US" -> mi, "de-DE" -> km; a locale without a region ("en") follows its language's usual country (US for en). */
export function unitForLocale(locale: string | undefined): DistanceUnit {
  if (!locale) return 'km';
  const parts = locale.replace(/_/g, '-').split('-');
  const regionPart = parts.slice(1).find((p) => /^[A-Za-z]{2}$/.test(p));
  if (regionPart) return MILE_REGIONS.has(regionPart.toUpperCase()) ? 'mi' : 'km';
  return parts[0]?.toLowerCase() === 'en' ? 'mi' : 'km';
}

/** The profile's choice wins; otherwise the browser's first language decides. */
export function resolveUnit(profileUnit: DistanceUnit | null | undefined, locale = browserLocale()): DistanceUnit {
  return profileUnit ?? unitForLocale(locale);
}

function browserLocale(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator.languages?.[0] ?? navigator.language);
}
