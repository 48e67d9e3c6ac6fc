/**
 * Venues (issue 28): the real fields, courts and centres games are played at, pinned once and found by everyone.
 * `search_key` is the name as the place search compares it (lower case, no diacritics; written by the venues
 * repository), `search_vector` its words for prefix search (GIN). Edits keep a short history (`venue_edits`) so
 * support can undo vandalism (`npm run admin -- venue-history|venue-revert`).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, customType, doublePrecision, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './auth';
import { placeChecks, placeIndex } from './places';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const newId = () => crypto.randomUUID();

/** The fields of a venue an edit may change, as its history stores them. */
export interface VenueFields {
  name?: string;
  address?: string | null;
  latitude?: number;
  longitude?: number;
  sports?: string[];
  setting?: string | null;
  surface?: string | null;
  lights?: boolean | null;
  parking?: boolean | null;
  restrooms?: boolean | null;
  accessibility?: string | null;
  imageUrl?: string | null;
}

export const venues = pgTable(
  'venues',
  {
    id: text().primaryKey().$defaultFn(newId),
    name: text().notNull(),
    /** The name lower case without diacritics: what the type-ahead matches (words by prefix). */
    searchKey: text().notNull(),
    address: text(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    /** IANA zone at the pin (events created here take it). */
    timeZone: text(),
    /** Lowercase sport values played here. */
    sports: text().array().notNull().default(sql`'{}'::text[]`),
    /** 'indoor' | 'outdoor' | 'both'; null: not said. */
    setting: text(),
    surface: text(),
    lights: boolean(),
    parking: boolean(),
    restrooms: boolean(),
    accessibility: text(),
    imageUrl: text(),
    /** The OpenStreetMap object an import took it from ("way/123"): re-importing updates this row. */
    osmId: text(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    searchVector: tsvector().generatedAlwaysAs(sql`to_tsvector('simple', search_key)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('venues_name_ck', sql`btrim(${t.name}) <> '' and char_length(${t.name}) <= 100`),
    check('venues_address_ck', sql`char_length(${t.address}) <= 200`),
    check('venues_setting_ck', sql`${t.setting} is null or ${t.setting} in ('indoor', 'outdoor', 'both')`),
    check('venues_surface_ck', sql`char_length(${t.surface}) <= 60`),
    check('venues_accessibility_ck', sql`char_length(${t.accessibility}) <= 500`),
    ...placeChecks('venues', t),
    // Type-ahead: name words by prefix (GIN), near the person (GiST, closest first); dedupe probes the GiST too.
    // No pending list: a search would scan every entry added since the last vacuum (an import of 100,000 venues made
    // each type-ahead read ~4 MB); venues are added rarely, searched on every key press.
    index('venues_search_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    // The type-ahead's in-memory index (apps/server/src/modules/venues/search-index.ts) reads the changed venues.
    index('venues_updated_at_idx').on(t.updatedAt),
    placeIndex('venues_earth_idx', t),
    uniqueIndex('venues_osm_id_uq').on(t.osmId),
    index('venues_created_by_idx').on(t.createdBy),
  ],
);

/** One change of a venue: who, when, and the fields before and after (only those that changed). */
export const venueEdits = pgTable(
  'venue_edits',
  {
    id: text().primaryKey().$defaultFn(newId),
    venueId: text()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** null: the import command, support's revert, or an account since erased. */
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    before: jsonb().$type<VenueFields>().notNull(),
    after: jsonb().$type<VenueFields>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('venue_edits_action_ck', sql`${t.action} in ('create', 'edit', 'import', 'revert')`),
    index('venue_edits_venue_created_idx').on(t.venueId, t.createdAt, t.id),
    index('venue_edits_user_idx').on(t.userId),
  ],
);
