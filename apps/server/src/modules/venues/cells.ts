/**
 * The cells of the type-ahead's name-in-cell index (issue 28, performance). A venue's `cell_words` holds its name
 * words tagged with the half-degree cell of its pin ("240:164:zilker", SQL function venue_cell_words(), migration
 * 0029); a search asks for each typed word's prefix in every cell that the circle around the person touches, so one
 * GIN read finds the matches near the person however common the word is elsewhere.
 */
import type { Point } from '@kickoff/shared';

/** Cells per degree: half a degree, ~55 km of latitude. Must match venue_cell_words(). */
const PER_DEGREE = 2;
const LAT_CELLS = 180 * PER_DEGREE;
const LNG_CELLS = 360 * PER_DEGREE;
const KM_PER_DEGREE = 111.2;
/** More cells than this (a circle near a pole, or a huge radius): the caller reads the box instead. */
export const MAX_CELLS = 48;

const latCell = (latitude: number) => Math.min(Math.floor((latitude + 90) * PER_DEGREE), LAT_CELLS - 1);
const lngCell = (longitude: number) => (((Math.floor((longitude + 180) * PER_DEGREE) % LNG_CELLS) + LNG_CELLS) % LNG_CELLS);

/** The cell of a pin, as venue_cell_words() writes it ("240:164"). */
export function cellOf(point: Point): string {
  return `${latCell(point.latitude)}:${lngCell(point.longitude)}`;
}

/** Every cell the circle touches (its bounding box's cells), or null when that is more than `MAX_CELLS`. */
export function cellsAround(point: Point, radiusKm: number): string[] | null {
  const dLat = radiusKm / KM_PER_DEGREE;
  const south = Math.max(-90, point.latitude - dLat);
  const north = Math.min(90, point.latitude + dLat);
  const widest = Math.max(Math.abs(south), Math.abs(north));
  if (widest >= 89) return null;
  const dLng = radiusKm / (KM_PER_DEGREE * Math.cos((widest * Math.PI) / 180));
  if (dLng >= 180) return null;
  const rows = latCell(north) - latCell(south) + 1;
  const firstColumn = Math.floor((point.longitude - dLng + 180) * PER_DEGREE);
  const columns = Math.floor((point.longitude + dLng + 180) * PER_DEGREE) - firstColumn + 1;
  if (rows * columns > MAX_CELLS) return null;
  const cells: string[] = [];
  for (let row = latCell(south); row <= latCell(north); row++) {
    for (let c = 0; c < columns; c++) cells.push(`${row}:${(((firstColumn + c) % LNG_CELLS) + LNG_CELLS) % LNG_CELLS}`);
  }
  return cells;
}

/**
 * The tsquery text of the typed words in those cells: every word (a prefix) must match in one of the cells,
 * `('240:164:zil':* | '240:165:zil':*) & ('240:164:p':* | '240:165:p':*)`. Words are letters and digits only
 * (`wordsOf`), so they need no quoting beyond the lexeme's quotes.
 */
export function cellWordsQuery(words: string[], cells: string[]): string {
  return words.map((word) => `(${cells.map((cell) => `'${cell}:${word}':*`).join(' | ')})`).join(' & ');
}

/** The typed words of a search key: letters and digits, at most 8 (as the name query reads them). */
export function wordsOf(searchKey: string): string[] {
  return searchKey.match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
}
