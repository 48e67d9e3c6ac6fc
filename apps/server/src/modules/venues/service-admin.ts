/**
 * Support's venue commands (issue 28): a venue's edit history, undoing an edit (vandalism), and the GeoJSON import
 * (`npm run admin -- venue-history <venue id> | venue-revert <edit id> | import-venues <file.geojson>`).
 */
import type { Database, VenueFields } from '@kickoff/db';
import { searchKey } from '../places';
import { venuesFromGeoJson, type Skipped } from './geojson';
import { columnsFor, changedFields, fieldsOf, findDuplicate } from './service';
import { venueSearchIndex } from './search-index';
import {
  findVenue,
  findVenueByOsmId,
  findVenueEdit,
  insertVenue,
  insertVenueEdit,
  listVenueEdits,
  lockVenue,
  updateVenueRow,
  type VenueEditRow,
} from './repository';

export class VenueAdminError extends Error {}

export async function venueHistory(db: Database, venueId: string): Promise<{ name: string; edits: VenueEditRow[] }> {
  const venue = await findVenue(db, venueId);
  if (!venue) throw new VenueAdminError(`No venue ${venueId}`);
  return { name: venue.name, edits: await listVenueEdits(db, venueId) };
}

export function formatHistory(history: { name: string; edits: VenueEditRow[] }): string {
  const lines = [`History of "${history.name}" (newest first):`];
  for (const e of history.edits) {
    lines.push(`${e.id}  ${e.createdAt.toISOString()}  ${e.action.padEnd(6)}  by ${e.userId ?? '(support/import)'}`);
    for (const key of Object.keys(e.after) as (keyof VenueFields)[]) {
      lines.push(`    ${key}: ${JSON.stringify(e.before[key] ?? null)} -> ${JSON.stringify(e.after[key] ?? null)}`);
    }
  }
  return lines.join('\n');
}

/** Puts back the fields one edit changed (their values before it), recorded as a `revert` by support. */
export async function revertVenueEdit(db: Database, editId: string): Promise<{ venueId: string; restored: VenueFields }> {
  const reverted = await db.transaction(async (tx) => {
    const edit = await findVenueEdit(tx, editId);
    if (!edit) throw new VenueAdminError(`No venue edit ${editId}`);
    if (edit.action === 'create') throw new VenueAdminError('That edit created the venue: there is nothing before it to restore');
    const row = await lockVenue(tx, edit.venueId);
    if (!row) throw new VenueAdminError(`No venue ${edit.venueId}`);
    const { before, after } = changedFields(row, edit.before);
    if (Object.keys(after).length > 0) {
      await updateVenueRow(tx, row.id, columnsFor(after));
      await insertVenueEdit(tx, { venueId: row.id, userId: null, action: 'revert', before, after });
    }
    return { venueId: row.id, restored: after };
  });
  venueSearchIndex(db).changed();
  return reverted;
}

export interface ImportReport {
  created: number;
  updated: number;
  unchanged: number;
  /** Venues people had added that the file names: the OSM id is attached, their own text kept. */
  linked: number;
  skipped: Skipped[];
}

/** Imports a parsed GeoJSON document: new ids insert, known ids update what changed (kept in the history). */
export async function importVenues(db: Database, doc: unknown): Promise<ImportReport> {
  const { venues, skipped } = venuesFromGeoJson(doc);
  const report: ImportReport = { created: 0, updated: 0, unchanged: 0, linked: 0, skipped };
  for (const v of venues) {
    await db.transaction(async (tx) => {
      const known = await findVenueByOsmId(tx, v.osmId);
      if (known) {
        const { before, after } = changedFields(known, v.fields);
        if (Object.keys(after).length === 0) {
          report.unchanged++;
          return;
        }
        await updateVenueRow(tx, known.id, columnsFor(after));
        await insertVenueEdit(tx, { venueId: known.id, userId: null, action: 'import', before, after });
        report.updated++;
        return;
      }
      const same = await findDuplicate(tx, v.fields.name, v.fields);
      if (same && !same.osmId) {
        await updateVenueRow(tx, same.id, { osmId: v.osmId });
        report.linked++;
        return;
      }
      const row = await insertVenue(tx, { ...columnsFor(v.fields), ...v.fields, searchKey: searchKey(v.fields.name), osmId: v.osmId, createdBy: null });
      await insertVenueEdit(tx, { venueId: row.id, userId: null, action: 'import', before: {}, after: fieldsOf(row) });
      report.created++;
    });
  }
  venueSearchIndex(db).changed();
  return report;
}

export function formatImportReport(r: ImportReport): string {
  const lines = [`Venues: ${r.created} created, ${r.updated} updated, ${r.unchanged} unchanged, ${r.linked} linked to venues people added, ${r.skipped.length} skipped`];
  for (const s of r.skipped) lines.push(`  skipped feature #${s.index}${s.id ? ` (${s.id})` : ''}: ${s.reason}`);
  return lines.join('\n');
}
