/** Recognises image formats by their first bytes (magic numbers), never by file name or declared type. */
export type DetectedFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'heif' | 'svg' | 'unknown';

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);

const ascii = (data: Buffer, start: number, end: number) => data.subarray(start, end).toString('latin1');

export function detectImageFormat(data: Buffer): DetectedFormat {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(data, 0, 6) === 'GIF87a' || ascii(data, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP') return 'webp';
  // ISO base media file: "ftyp" box at offset 4 with a brand naming the still-image format.
  if (ascii(data, 4, 8) === 'ftyp') {
    const brands = ascii(data, 8, Math.min(data.length, 64));
    if (/avi[fs]/.test(brands)) return 'avif';
    if (/hei[cx]|hev[cx]|mif1|msf1/.test(brands)) return 'heif';
  }
  if (looksLikeSvg(data)) return 'svg';
  return 'unknown';
}

function looksLikeSvg(data: Buffer): boolean {
  const head = data.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '').trimStart().toLowerCase();
  return head.startsWith('<') && head.includes('<svg');
}
