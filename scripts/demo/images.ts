/** Demo images made locally with sharp from SVG: abstract avatars and sport-coloured banners (no fonts, no network). */
import sharp from 'sharp';

/** A small deterministic random generator (mulberry32). */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PALETTES = [
  ['#0f766e', '#5eead4', '#fef3c7'],
  ['#7c3aed', '#f0abfc', '#fde68a'],
  ['#b45309', '#fcd34d', '#fee2e2'],
  ['#1d4ed8', '#93c5fd', '#fef9c3'],
  ['#be123c', '#fda4af', '#e0f2fe'],
  ['#15803d', '#86efac', '#fef3c7'],
  ['#334155', '#94a3b8', '#fde68a'],
  ['#c2410c', '#fdba74', '#dbeafe'],
];

/** A "marble" avatar: soft colour fields on a tinted square, 256 px. */
export async function avatarPng(seed: number): Promise<Buffer> {
  const r = rng(seed * 7919 + 13);
  const [a, b, c] = PALETTES[seed % PALETTES.length]!;
  const blob = (fill: string) =>
    `<circle cx="${Math.round(r() * 256)}" cy="${Math.round(r() * 256)}" r="${Math.round(70 + r() * 90)}" fill="${fill}" opacity="0.9"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
    <defs><filter id="f" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="28"/></filter></defs>
    <rect width="256" height="256" fill="${a}"/>
    <g filter="url(#f)">${blob(b)}${blob(c)}${blob(a)}</g>
    <circle cx="128" cy="104" r="44" fill="#ffffff" opacity="0.85"/>
    <path d="M48 236c8-50 44-76 80-76s72 26 80 76" fill="#ffffff" opacity="0.85"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const SPORT_COLOURS: Record<string, [string, string]> = {
  soccer: ['#166534', '#22c55e'],
  football: ['#14532d', '#65a30d'],
  basketball: ['#9a3412', '#fb923c'],
  tennis: ['#3f6212', '#a3e635'],
  pickleball: ['#1e3a8a', '#38bdf8'],
  volleyball: ['#a16207', '#fde047'],
  running: ['#7f1d1d', '#f87171'],
  cycling: ['#312e81', '#818cf8'],
  swimming: ['#075985', '#22d3ee'],
  yoga: ['#6b21a8', '#e879f9'],
  cricket: ['#365314', '#bef264'],
  bowling: ['#1f2937', '#f472b6'],
};

/** A 16:9 banner in the sport's colours with court/field lines, 1200x675. */
export async function bannerPng(sport: string, seed: number): Promise<Buffer> {
  const r = rng(seed * 104729 + 7);
  const [dark, light] = SPORT_COLOURS[sport] ?? ['#0f172a', '#64748b'];
  const stripes = Array.from({ length: 8 }, (_, i) => `<rect x="${i * 150}" y="0" width="75" height="675" fill="#ffffff" opacity="0.05"/>`).join('');
  const sparkles = Array.from({ length: 14 }, () => `<circle cx="${Math.round(r() * 1200)}" cy="${Math.round(r() * 675)}" r="${Math.round(4 + r() * 10)}" fill="#ffffff" opacity="${(0.15 + r() * 0.3).toFixed(2)}"/>`).join('');
  const angle = Math.round(r() * 40 - 20);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
    <rect width="1200" height="675" fill="url(#g)"/>
    ${stripes}
    <g transform="rotate(${angle} 600 337)" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="6">
      <rect x="120" y="90" width="960" height="495" rx="8"/>
      <line x1="600" y1="90" x2="600" y2="585"/>
      <circle cx="600" cy="337" r="90"/>
      <rect x="120" y="210" width="150" height="255"/>
      <rect x="930" y="210" width="150" height="255"/>
    </g>
    ${sparkles}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
