/**
 * Street-level place search through an HTTP geocoder that speaks Nominatim's `/search?format=jsonv2` or Photon's
 * `/api?q=` (GEOCODER_URL, off by default). It must never make the type-ahead slow or broken: each call has a deadline,
 * a failure answers no places and rests the geocoder for a while (so a dead one costs one timeout, not one per
 * keystroke), and answers are kept briefly (typing back and forth repeats queries).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Place } from '@kickoff/shared';
import { searchKey, zoneOf } from './gazetteer';

export interface Geocoder {
  /** Places matching `q`, best first; [] when the geocoder is down, slow or refuses the query. */
  search(q: string, limit: number): Promise<Place[]>;
}

export type GeocoderProtocol = 'nominatim' | 'photon';

export interface HttpGeocoderOptions {
  url: string;
  protocol: GeocoderProtocol;
  timeoutMs: number;
  /** Nominatim's usage policy asks every client to name itself. */
  userAgent: string;
  /** How long a failed geocoder is left alone. */
  restMs?: number;
  cacheEntries?: number;
  cacheMs?: number;
  now?: () => number;
}

const LABEL_MAX = 200;

const finite = (v: unknown): number | null => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** "Zilker Park, 2100 Barton Springs Road, Austin, TX, US": the name, then what locates it, without repeats. */
export function placeLabel(parts: string[]): string {
  const seen = new Set<string>();
  const kept = parts.filter((p) => {
    const key = p.toLowerCase();
    if (!p || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return kept.join(', ').slice(0, LABEL_MAX);
}

function toPlace(name: string, locating: string[], country: string, latitude: number | null, longitude: number | null): Place | null {
  if (latitude === null || longitude === null || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  const label = placeLabel([name, ...locating, country]);
  if (!label) return null;
  return {
    name: (name || label.split(', ')[0]!).slice(0, LABEL_MAX),
    label,
    country,
    latitude: Math.round(latitude * 1e7) / 1e7,
    longitude: Math.round(longitude * 1e7) / 1e7,
    population: 0,
    timeZone: zoneOf(latitude, longitude),
    source: 'geocoder',
  };
}

/** A US state as its code ("US-TX" -> "TX"), like the gazetteer's labels; elsewhere the region's name. */
function region(isoCode: string, name: string, country: string): string {
  if (country === 'US' && /^US-[A-Z]{2}$/.test(isoCode)) return isoCode.slice(3);
  return name;
}

/** Nominatim `format=jsonv2&addressdetails=1`: an array of results with `lat`/`lon` as text and an `address` object. */
export function fromNominatim(body: unknown): Place[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((r: Record<string, unknown>) => {
    const a = (r && typeof r.address === 'object' && r.address ? r.address : {}) as Record<string, unknown>;
    const country = text(a.country_code).toUpperCase();
    const street = [text(a.house_number), text(a.road)].filter(Boolean).join(' ');
    const city = text(a.city) || text(a.town) || text(a.village) || text(a.hamlet) || text(a.municipality);
    const name = text(r.name) || street || text(r.display_name).split(',')[0]!.trim();
    const place = toPlace(name, [street, city, region(text(a['ISO3166-2-lvl4']), text(a.state), country)], country, finite(r.lat), finite(r.lon));
    return place ? [place] : [];
  });
}

/** Photon: GeoJSON features with `[lon, lat]` and flat properties. */
export function fromPhoton(body: unknown): Place[] {
  const features = (body as { features?: unknown })?.features;
  if (!Array.isArray(features)) return [];
  return features.flatMap((f: { geometry?: { coordinates?: unknown[] }; properties?: Record<string, unknown> }) => {
    const p = f?.properties ?? {};
    const [lon, lat] = Array.isArray(f?.geometry?.coordinates) ? f.geometry.coordinates : [];
    const country = text(p.countrycode).toUpperCase();
    const street = [text(p.housenumber), text(p.street)].filter(Boolean).join(' ');
    const state = text(p.state);
    const stateCode = country === 'US' ? US_STATES[state] : undefined;
    const place = toPlace(text(p.name) || street, [street, text(p.city) || text(p.district), stateCode ?? state], country, finite(lat), finite(lon));
    return place ? [place] : [];
  });
}

export class HttpGeocoder implements Geocoder {
  private restUntil = 0;
  private readonly cache = new Map<string, { at: number; items: Place[] }>();
  private readonly now: () => number;

  constructor(
    private readonly options: HttpGeocoderOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.now = options.now ?? Date.now;
  }

  requestUrl(q: string, limit: number): string {
    const base = this.options.url.replace(/\/+$/, '');
    const params =
      this.options.protocol === 'photon'
        ? new URLSearchParams({ q, limit: String(limit) })
        : new URLSearchParams({ format: 'jsonv2', q, limit: String(limit), addressdetails: '1' });
    return `${base}/${this.options.protocol === 'photon' ? 'api' : 'search'}?${params}`;
  }

  async search(q: string, limit: number): Promise<Place[]> {
    const key = `${limit}|${searchKey(q)}`;
    const now = this.now();
    const hit = this.cache.get(key);
    if (hit && now - hit.at < (this.options.cacheMs ?? 10 * 60_000)) return hit.items;
    if (now < this.restUntil) return [];
    let items: Place[];
    try {
      const res = await fetch(this.requestUrl(q, limit), {
        headers: { accept: 'application/json', 'user-agent': this.options.userAgent },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      // A refused query (400) says nothing about the geocoder's health; overload (429) and 5xx do.
      if (res.status >= 400 && res.status < 500 && res.status !== 429) {
        await res.body?.cancel();
        return [];
      }
      if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
      const body: unknown = await res.json();
      items = (this.options.protocol === 'photon' ? fromPhoton(body) : fromNominatim(body)).slice(0, limit);
    } catch (error) {
      this.restUntil = this.now() + (this.options.restMs ?? 30_000);
      this.log.warn({ err: error }, 'geocoder unavailable: place search answers cities only for a while');
      return [];
    }
    if (this.cache.size >= (this.options.cacheEntries ?? 500)) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, { at: now, items });
    return items;
  }
}

/** Photon gives state names; labels use the codes, like the gazetteer's. */
const US_STATES: Record<string, string> = {
  Alabama: 'AL', Alaska: 'AK', Arizona: 'AZ', Arkansas: 'AR', California: 'CA', Colorado: 'CO', Connecticut: 'CT',
  Delaware: 'DE', 'District of Columbia': 'DC', Florida: 'FL', Georgia: 'GA', Hawaii: 'HI', Idaho: 'ID', Illinois: 'IL',
  Indiana: 'IN', Iowa: 'IA', Kansas: 'KS', Kentucky: 'KY', Louisiana: 'LA', Maine: 'ME', Maryland: 'MD',
  Massachusetts: 'MA', Michigan: 'MI', Minnesota: 'MN', Mississippi: 'MS', Missouri: 'MO', Montana: 'MT', Nebraska: 'NE',
  Nevada: 'NV', 'New Hampshire': 'NH', 'New Jersey': 'NJ', 'New Mexico': 'NM', 'New York': 'NY', 'North Carolina': 'NC',
  'North Dakota': 'ND', Ohio: 'OH', Oklahoma: 'OK', Oregon: 'OR', Pennsylvania: 'PA', 'Rhode Island': 'RI',
  'South Carolina': 'SC', 'South Dakota': 'SD', Tennessee: 'TN', Texas: 'TX', Utah: 'UT', Vermont: 'VT', Virginia: 'VA',
  Washington: 'WA', 'West Virginia': 'WV', Wisconsin: 'WI', Wyoming: 'WY', 'Puerto Rico': 'PR',
};
