/** Demo images made locally with sharp from SVG: abstract avatars and a picture per sport (no fonts, no network). */
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

/** Pieces the sport scenes share. */
const ball = (cx: number, cy: number, r: number, fill: string, seams = '') =>
  `<g><circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" stroke="#0f172a" stroke-opacity="0.25" stroke-width="3"/>${seams}</g>`;
const sky = (top: string, bottom: string, h = 675) =>
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="1200" height="${h}" fill="url(#sky)"/>`;
const sun = (cx: number, cy: number, r: number, fill = '#fde68a') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" opacity="0.9"/>`;
const stripes = (y: number, h: number, a: string, b: string, n = 10) =>
  Array.from({ length: n }, (_, i) => `<rect x="${(i * 1200) / n}" y="${y}" width="${1200 / n}" height="${h}" fill="${i % 2 ? a : b}"/>`).join('');

const soccerBall = (x: number, y: number) =>
  ball(x, y, 56, '#fff', `<path d="M${x} ${y - 20} l19 14 -7 22 h-24 l-7 -22z" fill="#0f172a"/><path d="M${x} ${y - 20} v-36 M${x + 19} ${y - 6} l34 -10 M${x + 12} ${y + 16} l20 30 M${x - 12} ${y + 16} l-20 30 M${x - 19} ${y - 6} l-34 -10" stroke="#0f172a" stroke-width="3"/>`);
const basketball = (x: number, y: number) =>
  ball(x, y, 70, '#ea580c', `<path d="M${x - 70} ${y} H${x + 70} M${x} ${y - 70} V${y + 70} M${x - 50} ${y - 50} Q${x - 10} ${y} ${x - 50} ${y + 50} M${x + 50} ${y - 50} Q${x + 10} ${y} ${x + 50} ${y + 50}" fill="none" stroke="#0f172a" stroke-width="4"/>`);

/**
 * One illustrated scene per sport (issue 19: every demo image was the same pitch drawing in another colour): the
 * place and the gear of the sport, drawn as SVG and rendered with sharp, 1200x675. `r` varies the details a little.
 */
const SCENES: Record<string, (r: () => number) => string> = {
  soccer: (r) => `${sky('#7dd3fc', '#e0f2fe', 260)}${stripes(240, 435, '#16a34a', '#15803d', 12)}
    <g fill="none" stroke="#fff" stroke-width="6" opacity="0.9"><rect x="60" y="280" width="1080" height="360"/><line x1="600" y1="280" x2="600" y2="640"/><circle cx="600" cy="460" r="80"/><rect x="960" y="360" width="180" height="200"/></g>
    <g stroke="#fff" stroke-width="8" fill="none"><path d="M1030 400 V250 H1180 V400"/></g>
    <g stroke="#fff" stroke-opacity="0.5" stroke-width="2">${Array.from({ length: 8 }, (_, i) => `<line x1="${1040 + i * 18}" y1="255" x2="${1040 + i * 18}" y2="400"/>`).join('')}</g>
    ${soccerBall(380 + r() * 200, 520)}`,
  football: (r) => `${sky('#1e3a8a', '#60a5fa', 240)}${stripes(220, 455, '#166534', '#14532d', 10)}
    <g stroke="#fff" stroke-width="5" opacity="0.85">${Array.from({ length: 9 }, (_, i) => `<line x1="${120 + i * 120}" y1="230" x2="${120 + i * 120}" y2="675"/>`).join('')}</g>
    <g stroke="#facc15" stroke-width="12" fill="none"><path d="M1040 420 V300 M960 300 H1120 M960 300 V140 M1120 300 V140"/></g>
    <g transform="translate(${460 + r() * 140} 500) rotate(-25)"><ellipse rx="110" ry="62" fill="#92400e" stroke="#451a03" stroke-width="4"/><path d="M-60 0 H60" stroke="#fff" stroke-width="6"/>${Array.from({ length: 5 }, (_, i) => `<line x1="${-36 + i * 18}" y1="-12" x2="${-36 + i * 18}" y2="12" stroke="#fff" stroke-width="5"/>`).join('')}</g>`,
  basketball: (r) => `${sky('#fed7aa', '#fdba74')}${Array.from({ length: 14 }, (_, i) => `<rect x="0" y="${300 + i * 27}" width="1200" height="26" fill="${i % 2 ? '#d97706' : '#b45309'}" opacity="0.9"/>`).join('')}
    <g fill="none" stroke="#fff" stroke-width="6"><path d="M400 675 V470 H800 V675"/><circle cx="600" cy="470" r="110"/><path d="M160 675 A440 330 0 0 1 1040 675"/></g>
    <rect x="470" y="40" width="260" height="170" fill="#fff" stroke="#0f172a" stroke-width="6"/><rect x="550" y="120" width="100" height="70" fill="none" stroke="#dc2626" stroke-width="6"/>
    <ellipse cx="600" cy="225" rx="62" ry="12" fill="none" stroke="#dc2626" stroke-width="8"/><path d="M545 230 L570 300 L630 300 L655 230" fill="none" stroke="#fff" stroke-width="4"/>
    ${basketball(300 + r() * 80, 540)}`,
  tennis: (r) => `${sky('#bae6fd', '#e0f2fe', 200)}<rect y="180" width="1200" height="495" fill="#15803d"/><rect x="140" y="220" width="920" height="420" fill="#2563eb"/>
    <g fill="none" stroke="#fff" stroke-width="6"><rect x="140" y="220" width="920" height="420"/><line x1="140" y1="270" x2="1060" y2="270"/><line x1="140" y1="590" x2="1060" y2="590"/><line x1="340" y1="270" x2="340" y2="590"/><line x1="860" y1="270" x2="860" y2="590"/><line x1="340" y1="430" x2="860" y2="430"/></g>
    <rect x="596" y="200" width="8" height="460" fill="#e5e7eb"/><g stroke="#fff" stroke-opacity="0.6" stroke-width="2">${Array.from({ length: 20 }, (_, i) => `<line x1="590" y1="${210 + i * 22}" x2="610" y2="${210 + i * 22}"/>`).join('')}</g>
    ${((x) => ball(x, 360, 34, '#d9f99d', `<path d="M${x - 30} ${360 - 14} q24 14 0 30 M${x + 30} ${360 - 14} q-24 14 0 30" fill="none" stroke="#fff" stroke-width="4"/>`))(760 + r() * 120)}`,
  pickleball: (r) => `${sky('#cffafe', '#a5f3fc', 200)}<rect y="180" width="1200" height="495" fill="#0f766e"/><rect x="120" y="230" width="960" height="400" fill="#14b8a6"/>
    <g fill="none" stroke="#fff" stroke-width="6"><rect x="120" y="230" width="960" height="400"/><line x1="470" y1="230" x2="470" y2="630"/><line x1="730" y1="230" x2="730" y2="630"/><line x1="120" y1="430" x2="470" y2="430"/><line x1="730" y1="430" x2="1080" y2="430"/></g>
    <rect x="596" y="210" width="8" height="440" fill="#f1f5f9"/>
    <g transform="translate(${300 + r() * 60} 470) rotate(-30)"><rect x="-70" y="-95" width="140" height="150" rx="60" fill="#f43f5e" stroke="#881337" stroke-width="5"/><rect x="-16" y="50" width="32" height="90" rx="10" fill="#1f2937"/></g>
    <g>${ball(880, 380, 38, '#fde047')}${[[-12, -12], [12, -10], [0, 8], [-16, 12], [16, 14]].map(([x, y]) => `<circle cx="${880 + x!}" cy="${380 + y!}" r="5" fill="#ca8a04"/>`).join('')}</g>`,
  volleyball: (r) => `${sky('#38bdf8', '#bae6fd', 420)}${sun(1020, 110, 60)}<rect y="400" width="1200" height="275" fill="#fcd34d"/><rect y="400" width="1200" height="20" fill="#fbbf24"/>
    <g stroke="#334155" stroke-width="10"><line x1="200" y1="520" x2="200" y2="250"/><line x1="1000" y1="520" x2="1000" y2="250"/></g>
    <rect x="200" y="260" width="800" height="110" fill="none" stroke="#f8fafc" stroke-width="4"/><g stroke="#f8fafc" stroke-opacity="0.7" stroke-width="2">${Array.from({ length: 20 }, (_, i) => `<line x1="${200 + i * 40}" y1="260" x2="${200 + i * 40}" y2="370"/>`).join('')}${Array.from({ length: 4 }, (_, i) => `<line x1="200" y1="${282 + i * 22}" x2="1000" y2="${282 + i * 22}"/>`).join('')}</g>
    <g transform="translate(${560 + r() * 120} 180)"><circle r="58" fill="#fff" stroke="#1d4ed8" stroke-width="4"/><path d="M-58 0 Q0 -30 58 0 M-30 -50 Q10 0 -20 55 M30 -50 Q50 10 20 55" fill="none" stroke="#1d4ed8" stroke-width="5"/></g>`,
  running: (r) => `${sky('#fb923c', '#fde68a', 330)}${sun(300, 300, 90, '#fff7ed')}<path d="M0 330 Q300 270 600 320 T1200 300 V380 H0Z" fill="#0e7490"/><rect y="370" width="1200" height="305" fill="#65a30d"/>
    ${Array.from({ length: 5 }, (_, i) => `<path d="M-50 ${700 - i * 34} Q600 ${380 - i * 6} 1250 ${520 - i * 30}" fill="none" stroke="${i % 2 ? '#f8fafc' : '#f8fafc'}" stroke-width="${i === 0 || i === 4 ? 6 : 3}" opacity="0.9"/>`).join('')}
    <path d="M-50 700 Q600 380 1250 520 L1250 400 Q600 356 -50 564Z" fill="#dc2626" opacity="0.75"/>
    ${Array.from({ length: 6 }, (_, i) => `<g transform="translate(${80 + i * 210 + r() * 40} ${400 - (i % 2) * 20})"><rect x="-6" y="-10" width="12" height="60" fill="#78350f"/><circle cy="-40" r="${40 + (i % 3) * 8}" fill="#15803d"/></g>`).join('')}`,
  cycling: (r) => `${sky('#a5b4fc', '#e0e7ff', 360)}<path d="M0 330 Q250 200 500 300 T1000 260 T1200 280 V675 H0Z" fill="#4d7c0f"/><path d="M0 420 Q300 330 650 400 T1200 380 V675 H0Z" fill="#65a30d"/>
    <path d="M-20 675 C300 560 500 520 640 470 S1000 400 1220 420" fill="none" stroke="#374151" stroke-width="90"/><path d="M-20 675 C300 560 500 520 640 470 S1000 400 1220 420" fill="none" stroke="#fde047" stroke-width="5" stroke-dasharray="40 30"/>
    <g transform="translate(${520 + r() * 80} 470)" fill="none" stroke="#111827" stroke-width="9" stroke-linecap="round"><circle cx="-110" cy="60" r="70"/><circle cx="110" cy="60" r="70"/><path d="M-110 60 L-30 -40 L80 -40 L110 60 M-30 -40 L20 60 L80 -40 M20 60 L-110 60 M-40 -60 H0 M80 -40 L70 -75 H100" stroke="#4338ca"/></g>`,
  swimming: (r) => `<rect width="1200" height="675" fill="#0891b2"/>${Array.from({ length: 6 }, (_, i) => `<rect y="${i * 112}" width="1200" height="112" fill="${i % 2 ? '#06b6d4' : '#0e7490'}" opacity="0.55"/>`).join('')}
    ${Array.from({ length: 5 }, (_, i) => `<line x1="0" y1="${112 + i * 112}" x2="1200" y2="${112 + i * 112}" stroke="${i % 2 ? '#f8fafc' : '#ef4444'}" stroke-width="12" stroke-dasharray="24 16"/>`).join('')}
    ${Array.from({ length: 6 }, (_, i) => `<path d="M${100 + i * 180 + r() * 30} ${60 + i * 100} q30 -14 60 0 t60 0 t60 0" fill="none" stroke="#e0f2fe" stroke-width="5" opacity="0.7"/>`).join('')}
    <g fill="#0c4a6e" opacity="0.8">${Array.from({ length: 6 }, (_, i) => `<rect x="1080" y="${40 + i * 112}" width="12" height="40"/><rect x="1050" y="${54 + i * 112}" width="72" height="12"/>`).join('')}</g>`,
  yoga: (r) => `${sky('#f0abfc', '#fde68a', 420)}${sun(860, 330, 120, '#fff7ed')}
    <g fill="#6b21a8" opacity="0.55">${Array.from({ length: 12 }, (_, i) => `<rect x="${i * 100 + (r() * 20)}" y="${300 - ((i * 37) % 120)}" width="80" height="${140 + ((i * 37) % 120)}"/>`).join('')}</g>
    <rect y="420" width="1200" height="255" fill="#84cc16"/><rect y="420" width="1200" height="14" fill="#65a30d"/>
    <g transform="translate(600 560) skewX(-20)"><rect x="-260" y="-40" width="520" height="90" rx="16" fill="#7c3aed"/><rect x="-260" y="-40" width="520" height="14" rx="7" fill="#a78bfa"/></g>
    <circle cx="380" cy="540" r="24" fill="#f59e0b"/><circle cx="820" cy="520" r="16" fill="#fb7185"/>`,
  cricket: (r) => `${sky('#93c5fd', '#dbeafe', 260)}${stripes(240, 435, '#4d7c0f', '#3f6212', 8)}<path d="M470 675 L530 250 H670 L730 675Z" fill="#d6c08f"/>
    <g fill="none" stroke="#fff" stroke-width="5"><line x1="500" y1="600" x2="700" y2="600"/><line x1="540" y1="300" x2="660" y2="300"/></g>
    <g fill="#fef3c7" stroke="#92400e" stroke-width="3">${[-30, 0, 30].map((x) => `<rect x="${600 + x - 7}" y="430" width="14" height="170" rx="4"/>`).join('')}<rect x="563" y="422" width="74" height="10" rx="4"/></g>
    <g transform="translate(${860 + r() * 60} 470) rotate(28)"><rect x="-22" y="-150" width="44" height="210" rx="14" fill="#fde68a" stroke="#92400e" stroke-width="4"/><rect x="-9" y="-230" width="18" height="90" rx="6" fill="#1f2937"/></g>
    ${ball(340, 540, 34, '#b91c1c', '<path d="M310 540 Q340 520 370 540" fill="none" stroke="#fff" stroke-width="3"/>')}`,
  bowling: (r) => `<rect width="1200" height="675" fill="#1e1b4b"/>${Array.from({ length: 20 }, (_, i) => `<circle cx="${(i * 173) % 1200}" cy="${(i * 97) % 250}" r="${3 + (i % 3)}" fill="#f472b6" opacity="0.6"/>`).join('')}
    <path d="M500 120 H700 L1000 675 H200Z" fill="#d97706"/>${Array.from({ length: 9 }, (_, i) => `<line x1="${522 + i * 20}" y1="120" x2="${255 + i * 77}" y2="675" stroke="#b45309" stroke-width="3"/>`).join('')}
    <path d="M500 120 L200 675 H150 L470 120Z M700 120 L1000 675 H1050 L730 120Z" fill="#111827"/>
    ${[[600, 170], [575, 195], [625, 195], [550, 220], [600, 220], [650, 220], [525, 245], [575, 245], [625, 245], [675, 245]].map(([x, y]) => `<g transform="translate(${x} ${y})"><path d="M0 -34 C10 -34 10 -20 8 -10 C18 4 16 20 10 26 H-10 C-16 20 -18 4 -8 -10 C-10 -20 -10 -34 0 -34Z" fill="#f8fafc"/><rect x="-8" y="-16" width="16" height="5" fill="#dc2626"/></g>`).join('')}
    <g transform="translate(${560 + r() * 80} 560)"><circle r="70" fill="#be185d"/><circle cx="-18" cy="-22" r="9" fill="#1f2937"/><circle cx="8" cy="-30" r="9" fill="#1f2937"/><circle cx="-4" cy="-2" r="9" fill="#1f2937"/></g>`,
};

/** A 16:9 picture of the sport's place and gear, 1200x675 (a plain gradient for a sport without a scene). */
export async function bannerPng(sport: string, seed: number): Promise<Buffer> {
  const r = rng(seed * 104729 + 7);
  const scene = SCENES[sport]?.(r) ?? `${sky('#0f172a', '#64748b')}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">${scene}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
