/** "1 place", "2 places", "0 places": a count with its noun in the right number (issue 26: plurals right everywhere). */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
