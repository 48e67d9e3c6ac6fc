import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@kickoff/shared';
import { AppError } from '../src/lib/errors';
import { createTestApp, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const uploadsDir = () => path.join(t.dataDir, 'uploads');

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
}

/** 0x8825 (GPSInfo IFD pointer) in little-endian TIFF order, as sharp writes it. */
const GPS_TAG = Buffer.from([0x25, 0x88]);

describe('image pipeline', () => {
  it('stores a JPEG as WebP under a new name and serves it with immutable cache headers', async () => {
    const jpeg = await photo(3200, 1800).jpeg().toBuffer();
    const url = await t.app.images.store(jpeg, 'group');
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);

    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBe(1600);
    expect(meta.width).toBe(1600);
    expect(meta.height).toBe(900);
  });

  it('strips GPS and other EXIF metadata from a JPEG', async () => {
    const jpeg = await photo(64, 48)
      .jpeg()
      .withExif({
        IFD0: { Make: 'KickoffTestCam', Model: 'GPS-1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 16/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '97/1 44/1 0/1' },
      })
      .toBuffer();
    const input = await sharp(jpeg).metadata();
    expect(input.exif?.includes(GPS_TAG)).toBe(true);
    expect(jpeg.includes('KickoffTestCam')).toBe(true);

    const url = await t.app.images.store(jpeg, 'profile');
    const stored = (await t.app.inject(url)).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes('KickoffTestCam')).toBe(false);
    expect(stored.includes(GPS_TAG)).toBe(false);
  });

  it('refuses SVG with 415 and a clear message', async () => {
    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const error = await refusal(t.app.images.store(svg, 'profile'));
    expect(error.statusCode).toBe(415);
    expect(error.message).toBe(MESSAGES.upload.svgRefused);
  });

  it('refuses a text file whatever it is called (checked by content)', async () => {
    const error = await refusal(t.app.images.store(Buffer.from('just some notes, saved as photo.jpg\n'), 'profile'));
    expect(error.statusCode).toBe(415);
    expect(error.message).toBe(MESSAGES.upload.notAnImage);
  });

  it('refuses a 6 MB photo as profile photo with 413, but takes it as event image', async () => {
    const big = await photo(1500, 1500)
      .composite([{ input: await noise(1500, 1500), blend: 'over' }])
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
    expect(big.length).toBeLessThan(10 * 1024 * 1024);
    const error = await refusal(t.app.images.store(big, 'profile'));
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe('Please select an image smaller than 5MB.');
    expect((await refusal(t.app.images.store(big, 'group'))).statusCode).toBe(413);
    await expect(t.app.images.store(big, 'event')).resolves.toMatch(/^\/uploads\//);
  });

  it('refuses a 20000 x 20000 PNG (decompression bomb) without decoding it', async () => {
    const bomb = await sharp({ create: { width: 20000, height: 20000, channels: 3, background: '#fff' }, limitInputPixels: false })
      .extractChannel(0)
      .png({ compressionLevel: 9, adaptiveFiltering: false })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const error = await refusal(t.app.images.store(bomb, 'profile'));
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe(MESSAGES.upload.tooManyPixels);
  }, 60_000);

  it('refuses a truncated image with 400', async () => {
    const jpeg = await photo(200, 200).jpeg().toBuffer();
    const error = await refusal(t.app.images.store(jpeg.subarray(0, 200), 'profile'));
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe(MESSAGES.upload.unreadable);
  });

  it('removes a stored image by URL and ignores unknown URLs', async () => {
    const url = await t.app.images.store(await photo(10, 10).png().toBuffer(), 'event');
    const name = url.split('/').pop()!;
    expect(existsSync(path.join(uploadsDir(), name))).toBe(true);
    await t.app.images.remove(`http://localhost:3000${url}`);
    expect(existsSync(path.join(uploadsDir(), name))).toBe(false);
    expect((await t.app.inject(url)).statusCode).toBe(404);

    const before = readdirSync(uploadsDir()).length;
    await t.app.images.remove(null);
    await t.app.images.remove('https://example.com/photo.jpg');
    await t.app.images.remove('/uploads/../auth-secret');
    await t.app.images.remove(url); // already gone
    expect(readdirSync(uploadsDir()).length).toBe(before);
  });

  it('answers 404 for unknown or malformed upload names', async () => {
    expect((await t.app.inject('/uploads/0123456789abcdef0123456789abcdef.webp')).statusCode).toBe(404);
    expect((await t.app.inject('/uploads/..%2F..%2Fpackage.json')).statusCode).toBe(404);
  });
});

function noise(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png()
    .toBuffer();
}
