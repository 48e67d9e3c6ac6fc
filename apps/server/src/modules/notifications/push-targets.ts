/**
 * Which push endpoints Kickoff talks to: https URLs of the browsers' push services (or of the hosts an operator adds
 * with PUSH_ENDPOINT_HOSTS), without credentials, never a private, loopback, link-local or otherwise non-public
 * address. `refusal` is checked at registration; the sender checks again and resolves the host itself (push-http.ts).
 */
import { isIP } from 'node:net';

/** Push services of the major browsers (Chrome, Edge, Firefox, Safari; Samsung and Opera use FCM). */
export const KNOWN_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

/** Devices (FCM tokens) and browser subscriptions an account keeps, each; the least recently registered goes. */
export const MAX_PUSH_TARGETS_PER_KIND = 10;

export interface PushTargetRules {
  /** Hosts besides KNOWN_PUSH_HOSTS: `push.example.com` or `*.example.com` (PUSH_ENDPOINT_HOSTS). */
  extraHosts?: string[];
  /** Exact origins of local test stand-ins, exempt from the scheme, host and address rules (PUSH_TEST_ORIGINS). */
  testOrigins?: string[];
}

/** The host of a URL as compared: lower case, no IPv6 brackets, no trailing dot. */
export function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
}

export class PushTargetPolicy {
  private readonly exact = new Set<string>();
  private readonly suffixes: string[] = [];
  private readonly testOrigins: Set<string>;

  constructor(rules: PushTargetRules = {}) {
    for (const host of [...KNOWN_PUSH_HOSTS, ...(rules.extraHosts ?? [])].map((h) => h.toLowerCase())) {
      if (host.startsWith('*.')) this.suffixes.push(host.slice(1));
      else this.exact.add(host);
    }
    this.testOrigins = new Set(rules.testOrigins ?? []);
  }

  /** A local stand-in named in PUSH_TEST_ORIGINS (never in production: the config refuses it there). */
  isTestOrigin(url: URL): boolean {
    return this.testOrigins.has(url.origin);
  }

  hostAllowed(host: string): boolean {
    return this.exact.has(host) || this.suffixes.some((suffix) => host.endsWith(suffix) && host.length > suffix.length);
  }

  /** Why this endpoint may not be used, or null when it may. */
  refusal(endpoint: string): string | null {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return 'not a URL';
    }
    if (url.username || url.password) return 'no credentials in push endpoints';
    if (this.isTestOrigin(url)) return null;
    if (url.protocol !== 'https:') return 'push endpoints must use https';
    const host = hostOf(url);
    if (isIP(host) && !isPublicAddress(host)) return 'push endpoints must not point at private addresses';
    if (!this.hostAllowed(host)) return 'not a known push service';
    return null;
  }
}

// --- Addresses --------------------------------------------------------------------------------------------------------

/** IPv4 ranges that are not public unicast (RFC 6890 and friends): [first octets as a number, prefix length]. */
const PRIVATE_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const v4Number = (ip: string) => ip.split('.').reduce((n, octet) => n * 256 + Number(octet), 0);
const PRIVATE_V4_RANGES = PRIVATE_V4.map(([base, bits]) => ({ base: v4Number(base), size: 2 ** (32 - bits) }));

function isPublicV4(ip: string): boolean {
  const n = v4Number(ip);
  return !PRIVATE_V4_RANGES.some((r) => n >= r.base && n < r.base + r.size);
}

/** The eight 16-bit groups of an IPv6 address (zone id dropped, dotted IPv4 tail folded), or null. */
function v6Groups(ip: string): number[] | null {
  let text = ip.split('%')[0]!.toLowerCase();
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(2).map(Number) as [number, number, number, number];
    text = `${dotted[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? head.length !== 8 : missing < 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

const embeddedV4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

function isPublicV6(ip: string): boolean {
  const g = v6Groups(ip);
  if (!g) return false;
  const [g0, g1, , , , g5, g6, g7] = g as [number, number, number, number, number, number, number, number];
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::a.b.c.d): the IPv4 address decides.
  if (zeros(0, 5) && (g5 === 0xffff || g5 === 0)) return isPublicV4(embeddedV4(g6, g7));
  if (g0 === 0x64 && g1 === 0xff9b && zeros(2, 6)) return isPublicV4(embeddedV4(g6, g7));
  // 6to4 (2002:a.b.c.d::/48) embeds the IPv4 address in groups 1-2.
  if (g0 === 0x2002) return isPublicV4(embeddedV4(g1, g[2]!));
  // Only global unicast (2000::/3) is public, less the IETF (2001::/23, Teredo among them) and documentation blocks.
  if ((g0 & 0xe000) !== 0x2000) return false;
  if (g0 === 0x2001 && g1 < 0x200) return false;
  if (g0 === 0x2001 && g1 === 0xdb8) return false;
  if (g0 === 0x3fff && g1 < 0x1000) return false;
  return true;
}

/** True for public unicast addresses only: not private, loopback, link-local, unique-local, multicast or reserved. */
export function isPublicAddress(ip: string): boolean {
  const version = isIP(ip.split('%')[0]!);
  if (version === 4) return isPublicV4(ip);
  if (version === 6) return isPublicV6(ip);
  return false;
}
