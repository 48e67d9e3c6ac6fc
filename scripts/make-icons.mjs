/**
 * Writes the web app's icons (issue 27) from the SVG marks in apps/web/icons/ into apps/web/public/: the manifest's
 * 192 and 512 px icons (the rounded mark, transparent corners) and their maskable versions (full-bleed green, the ball
 * inside the safe zone), the 180 px apple-touch-icon (full bleed: iOS rounds it), a 32 px PNG favicon and favicon.ico
 * (that PNG in an ICO wrapper). The outputs are committed; run `node scripts/make-icons.mjs` after changing a mark.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

// sharp is a dependency of the server.
const require = createRequire(path.resolve('apps/server/package.json'));
const sharp = require('sharp');

const web = path.resolve(import.meta.dirname, '../apps/web');
const mark = readFileSync(path.join(web, 'icons/mark.svg'));
const maskable = readFileSync(path.join(web, 'icons/mark-maskable.svg'));
const out = path.join(web, 'public/icons');
mkdirSync(out, { recursive: true });

const png = (svg, size) => sharp(svg, { density: Math.ceil((72 * size) / 64) }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

const files = {
  'icon-192.png': await png(mark, 192),
  'icon-512.png': await png(mark, 512),
  'maskable-192.png': await png(maskable, 192),
  'maskable-512.png': await png(maskable, 512),
  'apple-touch-icon.png': await png(maskable, 180),
  'favicon-32.png': await png(mark, 32),
};
for (const [name, data] of Object.entries(files)) writeFileSync(path.join(out, name), data);

// favicon.ico: one 32x32 image stored as PNG (ICONDIR + one ICONDIRENTRY + the PNG), read by every browser since IE.
const image = files['favicon-32.png'];
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(32, 6); // width
header.writeUInt8(32, 7); // height
header.writeUInt8(0, 8); // no palette
header.writeUInt8(0, 9); // reserved
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(image.length, 14);
header.writeUInt32LE(22, 18); // offset of the image
writeFileSync(path.join(web, 'public/favicon.ico'), Buffer.concat([header, image]));
console.log(`icons written to ${path.relative(process.cwd(), out)} and public/favicon.ico`);
