/**
 * The image memory budget and the upload limit (issue 21, point 4), through the real app: images whose decoding would
 * not fit a process are refused from their header with 413 and the spec's message; one account's uploads are limited
 * (429) before anything is decoded, on every upload route, and a refused upload changes nothing.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@kickoff/shared';
import { AppError } from '../src/lib/errors';
import { IMAGE_UPLOAD_LIMIT } from '../src/lib/images';
import { createTestApp, type TestApp } from './helpers/app';
import { multipart, person } from './helpers/people';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOBS_WORKER: 'false' } });
});
afterAll(async () => {
  await t?.close();
});

const flat = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#2a6' }, limitInputPixels: false });

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('decoding budget', () => {
  it('refuses an image wider than 16384 px even under 100 megapixels (line decoders cost memory by width)', async () => {
    const wide = await flat(20_000, 50).png().toBuffer();
    const error = await refusal(t.app.images.store(wide, 'event'));
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe(MESSAGES.upload.tooManyPixels);
  });

  it('decodes whole-frame formats (GIF) up to 24 megapixels only', async () => {
    const big = await flat(6000, 5000).gif().toBuffer();
    const error = await refusal(t.app.images.store(big, 'event'));
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe(MESSAGES.upload.tooManyPixels);

    const fine = await flat(4000, 3000).gif().toBuffer();
    expect(await t.app.images.store(fine, 'event')).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
  }, 60_000);

  it('stores a 100-megapixel JPEG and PNG (decoded at reduced size or line by line)', async () => {
    const jpeg = await flat(12_500, 8000).jpeg({ quality: 50 }).toBuffer();
    expect(await t.app.images.store(jpeg, 'event')).toMatch(/\.webp$/);
    const png = await flat(12_500, 8000).png({ compressionLevel: 9 }).toBuffer();
    expect(await t.app.images.store(png, 'event')).toMatch(/\.webp$/);
  }, 60_000);
});

describe('uploads per user', () => {
  const small = () => flat(32, 32).png().toBuffer();

  async function putPhoto(user: { headers: Record<string, string>; email: string }, data: Buffer) {
    const form = multipart({ firstName: 'Upload', lastName: 'Tester', email: user.email }, { field: 'profileImage', name: 'p.png', type: 'image/png', data });
    return t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: { ...user.headers, ...form.headers }, payload: form.payload });
  }

  it(`allows ${IMAGE_UPLOAD_LIMIT.max} images in 10 minutes per account, then answers 429 and keeps the profile`, async () => {
    const uploader = await person(t.app, 'Uploader');
    const other = await person(t.app, 'Other');
    const image = await small();
    let last = '';
    for (let i = 0; i < IMAGE_UPLOAD_LIMIT.max; i++) {
      const res = await putPhoto(uploader, image);
      expect(res.statusCode).toBe(200);
      last = res.json<{ profileImageUrl: string }>().profileImageUrl;
    }
    const refused = await putPhoto(uploader, image);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: MESSAGES.upload.tooManyUploads });
    const profile = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: uploader.headers });
    expect(profile.json<{ profileImageUrl: string }>().profileImageUrl).toBe(last);

    // Group and event images count against the same limit.
    const group = multipart({ name: 'Limited', sportType: 'Soccer', location: 'Austin' }, { field: 'groupImage', name: 'g.png', type: 'image/png', data: image });
    const groupRes = await t.app.inject({ method: 'POST', url: '/api/groups', headers: { ...uploader.headers, ...group.headers }, payload: group.payload });
    expect(groupRes.statusCode).toBe(429);

    // Another account is not affected, and a profile edit without a photo is not an upload.
    expect((await putPhoto(other, image)).statusCode).toBe(200);
    const textOnly = await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: uploader.headers, payload: { firstName: 'Still', lastName: 'Editing', email: uploader.email } });
    expect(textOnly.statusCode).toBe(200);
  }, 60_000);
});
