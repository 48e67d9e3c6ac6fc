/**
 * When two venue names are "near-identical" (issue 28's dedupe: a venue within 150 m with a similar name is offered
 * instead of a duplicate). Names compare without case, diacritics and punctuation; the numbers in them must agree
 * (Field 3 and Field 4 are two places), and the letters may differ by a typo or two (one edit per 5 letters).
 */
export const nameKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

export function similarNames(a: string, b: string): boolean {
  const ka = nameKey(a);
  const kb = nameKey(b);
  if (ka === kb) return true;
  const numbers = (k: string) => (k.match(/\p{N}+/gu) ?? []).join(' ');
  if (numbers(ka) !== numbers(kb)) return false;
  const letters = (k: string) => k.replace(/[^\p{L}]/gu, '');
  const la = letters(ka);
  const lb = letters(kb);
  if (!la || !lb) return false;
  return editDistance(la, lb) <= Math.max(1, Math.floor(Math.min(la.length, lb.length) / 5));
}

/** The words of a search key: letters and digits, at most 8 (the words the type-ahead matches by prefix). */
export function wordsOf(searchKey: string): string[] {
  return searchKey.match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
}
