/**
 * Whether a text carries a link (issue 34, point 5: a new account may post links only after its first game or group
 * join). Matches what chat apps turn into links: a scheme (`http://`, `https://`), `www.`, or a host name that ends
 * in a common top-level domain (`example.com/x`, `bit.ly/x`). Numbers with dots ("3.5 km") are not links.
 */
const SCHEME = /\b(?:https?|ftp):\/\/\S/i;
const WWW = /\bwww\.[a-z0-9-]/i;
const HOST =
  /\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.(?:com|net|org|info|biz|io|co|me|ly|gg|app|dev|xyz|top|site|online|shop|club|link|live|click|ru|cn|tk|ml|ga|cf|gq|to|cc|tv|us|uk|de|fr|es|it|nl|eu|ca|au|in|br)\b(?:[/:?#]|$|\s|[.,!)])/i;

export function containsLink(text: string): boolean {
  return SCHEME.test(text) || WWW.test(text) || HOST.test(text);
}
