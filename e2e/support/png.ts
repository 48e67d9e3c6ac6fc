/** Images for upload tests: a small, valid PNG made in memory (a two-colour square), or a pitch drawn by the browser. */
import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

export function makePng(size = 64, rgb: [number, number, number] = [22, 163, 74]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const on = (x < size / 2) !== (y < size / 2);
      row.set(on ? rgb : [255, 255, 255], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1280x720 PNG of a football pitch, drawn by the browser's canvas (a photo-like upload). */
export async function drawPitch(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 1280;
    c.height = 720;
    const g = c.getContext('2d')!;
    for (let i = 0; i < 8; i++) {
      g.fillStyle = i % 2 ? '#15803d' : '#16a34a';
      g.fillRect(i * 160, 0, 160, 720);
    }
    g.strokeStyle = '#ffffff';
    g.lineWidth = 6;
    g.strokeRect(40, 40, 1200, 640);
    g.beginPath();
    g.moveTo(640, 40);
    g.lineTo(640, 680);
    g.stroke();
    g.beginPath();
    g.arc(640, 360, 90, 0, Math.PI * 2);
    g.stroke();
    g.strokeRect(40, 210, 140, 300);
    g.strokeRect(1100, 210, 140, 300);
    return c.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}
