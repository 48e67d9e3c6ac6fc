/**
 * Uploads to an S3-compatible bucket (issue 9): the real app with S3_* configured, against a local S3 stand-in that
 * checks every request's SigV4 signature. Group and profile images land in the bucket as WebP with immutable caching,
 * the API answers URLs under S3_PUBLIC_URL, replaced and removed images are deleted, and a failing bucket gives a
 * clean 503 with nothing written to the database.
 */
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { groups, users } from '@kickoff/db';
import { MESSAGES, type GroupDetail } from '@kickoff/shared';
import { S3Storage } from '../src/lib/images/s3-storage';
import { createTestApp, type TestApp } from './helpers/app';
import { multipart, person, type Person } from './helpers/groups';
import { S3_TEST_CREDENTIALS, startS3StandIn, type S3StandIn } from './helpers/s3-stand-in';

const PUBLIC_URL = 'https://images.kickoff.test/kickoff-test';
const STORED_URL = new RegExp(`^${PUBLIC_URL.replace(/[.]/g, '\\.')}/([a-f0-9]{32}\\.webp)$`);

let s3: S3StandIn;
let t: TestApp;
let owner: Person;

const png = (size = 48, background = '#0a0') => sharp({ create: { width: size, height: size, channels: 3, background } }).png().toBuffer();

function s3Env(stand: S3StandIn, secret = S3_TEST_CREDENTIALS.secretAccessKey) {
  return {
    S3_BUCKET: stand.bucket,
    S3_ENDPOINT: stand.url,
    S3_REGION: stand.region,
    S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: secret,
    S3_PUBLIC_URL: `${PUBLIC_URL}/`,
    S3_FORCE_PATH_STYLE: 'true',
  };
}

/** The stored name behind an API image URL (fails the test when the URL is not under S3_PUBLIC_URL). */
function keyOf(url: string | null | undefined): string {
  const match = STORED_URL.exec(String(url));
  expect(match, `${url} is under S3_PUBLIC_URL`).not.toBeNull();
  return match![1]!;
}

async function postGroup(user: Person, fields: Record<string, string>, image?: Buffer) {
  const form = multipart(fields, image ? { field: 'groupImage', name: 'logo.png', type: 'image/png', data: image } : undefined);
  return t.app.inject({ method: 'POST', url: '/api/groups', headers: { ...user.headers, ...form.headers }, payload: form.payload });
}

async function putGroup(user: Person, id: string, fields: Record<string, string>, image?: Buffer) {
  const form = multipart(fields, image ? { field: 'groupImage', name: 'logo.png', type: 'image/png', data: image } : undefined);
  return t.app.inject({ method: 'PUT', url: `/api/groups/${id}`, headers: { ...user.headers, ...form.headers }, payload: form.payload });
}

async function putProfile(user: Person, fields: Record<string, string>, image?: Buffer) {
  const form = multipart(fields, image ? { field: 'profileImage', name: 'me.png', type: 'image/png', data: image } : undefined);
  return t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: { ...user.headers, ...form.headers }, payload: form.payload });
}

/** No error body may carry the bucket's own words, addresses or stack frames. */
function expectCleanError(body: string) {
  for (const leak of ['InternalError', 'ServiceUnavailable', '127.0.0.1', 'xml', 'stack', 'S3', 'at ', S3_TEST_CREDENTIALS.accessKeyId]) {
    expect(body).not.toContain(leak);
  }
}

beforeAll(async () => {
  s3 = await startS3StandIn();
  t = await createTestApp({ env: { JOBS_WORKER: 'false', ...s3Env(s3) } });
  owner = await person(t.app, 'Olivia');
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});
beforeEach(() => {
  s3.failWith = undefined;
});

describe('the S3 stand-in', () => {
  it('accepts requests the AWS SDK signed with the right secret and refuses a wrong secret with an S3 XML 403', async () => {
    const client = (secretAccessKey: string) =>
      new S3Client({
        region: s3.region,
        endpoint: s3.url,
        forcePathStyle: true,
        credentials: { accessKeyId: S3_TEST_CREDENTIALS.accessKeyId, secretAccessKey },
        maxAttempts: 1,
      });
    const good = new S3Storage({ bucket: s3.bucket, publicUrl: PUBLIC_URL, region: s3.region, endpoint: s3.url, forcePathStyle: true, credentials: S3_TEST_CREDENTIALS });
    const name = `${'ab'.repeat(16)}.webp`;
    expect(await good.put(name, Buffer.from('RIFF....WEBP'), 'image/webp')).toBe(`${PUBLIC_URL}/${name}`);
    expect(s3.objects.get(name)?.contentType).toBe('image/webp');

    const read = await client(S3_TEST_CREDENTIALS.secretAccessKey).send(new GetObjectCommand({ Bucket: s3.bucket, Key: name }));
    expect(read.ContentType).toBe('image/webp');
    expect(Buffer.from(await read.Body!.transformToByteArray()).toString()).toBe('RIFF....WEBP');

    const bad = new S3Storage({
      bucket: s3.bucket,
      publicUrl: PUBLIC_URL,
      region: s3.region,
      endpoint: s3.url,
      forcePathStyle: true,
      credentials: { ...S3_TEST_CREDENTIALS, secretAccessKey: 'not-the-secret' },
    });
    const other = `${'cd'.repeat(16)}.webp`;
    await expect(bad.put(other, Buffer.from('x'), 'image/webp')).rejects.toMatchObject({ name: 'SignatureDoesNotMatch', $metadata: { httpStatusCode: 403 } });
    await expect(client('wrong').send(new GetObjectCommand({ Bucket: s3.bucket, Key: name }))).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    expect(s3.objects.has(other)).toBe(false);
    expect(s3.requests.at(-1)).toMatchObject({ status: 403, error: 'SignatureDoesNotMatch' });
    good.close();
    bad.close();
  });
});

describe('S3Storage.nameOf', () => {
  const storage = new S3Storage({ bucket: 'b', publicUrl: PUBLIC_URL, region: 'us-east-1', forcePathStyle: false });
  it('recognises only stored names under S3_PUBLIC_URL', () => {
    const name = `${'0f'.repeat(16)}.webp`;
    expect(storage.nameOf(`${PUBLIC_URL}/${name}`)).toBe(name);
    for (const url of [
      `/uploads/${name}`,
      `https://evil.test/kickoff-test/${name}`,
      `${PUBLIC_URL}-other/${name}`,
      `${PUBLIC_URL}/sub/${name}`,
      `${PUBLIC_URL}/${name}?x=1`,
      `${PUBLIC_URL}/../${name}`,
      `${PUBLIC_URL}/${'0F'.repeat(16)}.webp`,
      `${PUBLIC_URL}/avatar.png`,
      `${PUBLIC_URL}/`,
    ]) {
      expect(storage.nameOf(url), url).toBeNull();
    }
    storage.close();
  });
});

describe('uploads through the API with S3 configured', () => {
  it('stores a group image in the bucket as immutable WebP, answers its public URL, deletes replaced and removed images', async () => {
    const created = await postGroup(owner, { name: 'Bucket Ballers', sportType: 'soccer', isPrivate: 'false' }, await png());
    expect(created.statusCode).toBe(201);
    const group = created.json() as GroupDetail;
    const first = keyOf(group.imageUrl);
    const object = s3.objects.get(first);
    expect(object?.contentType).toBe('image/webp');
    expect(object?.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(object!.body.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(object!.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await sharp(object!.body).metadata()).format).toBe('webp');
    // Nothing went to local disk.
    expect((await t.app.inject(`/uploads/${first}`)).statusCode).toBe(404);

    const replaced = await putGroup(owner, group.id, { name: 'Bucket Ballers', sportType: 'soccer' }, await png(40, '#00a'));
    expect(replaced.statusCode).toBe(200);
    const second = keyOf((replaced.json() as GroupDetail).imageUrl);
    expect(second).not.toBe(first);
    expect(s3.objects.has(first)).toBe(false);
    expect(s3.objects.has(second)).toBe(true);
    expect(s3.requests).toContainEqual({ method: 'DELETE', key: first, status: 204 });

    const removed = await t.app.inject({
      method: 'PUT',
      url: `/api/groups/${group.id}`,
      headers: owner.headers,
      payload: { name: 'Bucket Ballers', sportType: 'soccer', removeImage: true },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().imageUrl).toBeNull();
    expect(s3.objects.has(second)).toBe(false);

    const again = await postGroup(owner, { name: 'Short Lived', sportType: 'tennis' }, await png());
    const third = keyOf((again.json() as GroupDetail).imageUrl);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/groups/${again.json().id}`, headers: owner.headers })).statusCode).toBe(200);
    expect(s3.objects.has(third)).toBe(false);
  });

  it('stores a profile photo in the bucket and deletes the previous one when it is replaced', async () => {
    const user = await person(t.app, 'Paula');
    const fields = { firstName: 'Paula', lastName: 'Tester', email: user.email };
    const first = await putProfile(user, fields, await png(64));
    expect(first.statusCode).toBe(200);
    const firstKey = keyOf(first.json().profileImageUrl);
    expect(s3.objects.get(firstKey)?.contentType).toBe('image/webp');

    const second = await putProfile(user, fields, await png(64, '#a00'));
    expect(second.statusCode).toBe(200);
    const secondKey = keyOf(second.json().profileImageUrl);
    expect(s3.objects.has(firstKey)).toBe(false);
    expect(s3.objects.get(secondKey)?.cacheControl).toContain('immutable');
    expect((await t.app.inject({ url: '/api/user/profile', headers: user.headers })).json().profileImageUrl).toBe(`${PUBLIC_URL}/${secondKey}`);
  });

  it('answers a failing bucket with a clean 503 and writes nothing to the database', async () => {
    const before = s3.objects.size;
    s3.failWith = 500;
    const name = `Never Stored ${Date.now()}`;
    const created = await postGroup(owner, { name, sportType: 'soccer' }, await png());
    expect(created.statusCode).toBe(503);
    expect(created.headers['content-type']).toMatch(/^application\/json/);
    expect(created.json()).toEqual({ message: MESSAGES.upload.storageUnavailable });
    expectCleanError(created.body);
    expect(await t.app.db.select({ id: groups.id }).from(groups).where(eq(groups.name, name))).toEqual([]);

    s3.failWith = undefined;
    const existing = await postGroup(owner, { name: 'Kept As Is', sportType: 'soccer' }, await png());
    const kept = existing.json() as GroupDetail;
    s3.failWith = 503;
    const update = await putGroup(owner, kept.id, { name: 'Renamed', sportType: 'tennis' }, await png(40, '#00a'));
    expect(update.statusCode).toBe(503);
    expectCleanError(update.body);
    const [row] = await t.app.db.select().from(groups).where(eq(groups.id, kept.id));
    expect(row).toMatchObject({ name: 'Kept As Is', sportType: 'soccer', imageUrl: kept.imageUrl });

    const user = await person(t.app, 'Frank');
    const profile = await putProfile(user, { firstName: 'Changed', lastName: 'Name', email: user.email }, await png());
    expect(profile.statusCode).toBe(503);
    expectCleanError(profile.body);
    const [u] = await t.app.db.select({ firstName: users.firstName, image: users.image }).from(users).where(eq(users.id, user.id));
    expect(u).toEqual({ firstName: 'Frank', image: null });

    // Only the one object stored while the bucket worked is there.
    expect(s3.objects.size).toBe(before + 1);
    expect(s3.requests.filter((r) => r.status >= 500).length).toBeGreaterThanOrEqual(3);
  });

  it('still completes the user action when deleting an old image fails (the object is left for clean-up)', async () => {
    const created = await postGroup(owner, { name: 'Sticky Image', sportType: 'soccer' }, await png());
    const key = keyOf((created.json() as GroupDetail).imageUrl);
    s3.failWith = 500;
    const removed = await t.app.inject({
      method: 'PUT',
      url: `/api/groups/${created.json().id}`,
      headers: owner.headers,
      payload: { name: 'Sticky Image', sportType: 'soccer', removeImage: true },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().imageUrl).toBeNull();
    expect(s3.objects.has(key)).toBe(true);
  });
});

describe('S3 configuration', () => {
  it('refuses a wrong secret at upload time with the same clean 503', async () => {
    const stand = await startS3StandIn();
    const app = await createTestApp({ env: { JOBS_WORKER: 'false', ...s3Env(stand, 'wrong-secret') } });
    try {
      const user = await person(app.app, 'Wendy');
      const form = multipart({ name: 'Wrong Key', sportType: 'soccer' }, { field: 'groupImage', name: 'a.png', type: 'image/png', data: await png() });
      const res = await app.app.inject({ method: 'POST', url: '/api/groups', headers: { ...user.headers, ...form.headers }, payload: form.payload });
      expect(res.statusCode).toBe(503);
      expectCleanError(res.body);
      expect(stand.requests).toContainEqual(expect.objectContaining({ method: 'PUT', status: 403, error: 'SignatureDoesNotMatch' }));
      expect(stand.objects.size).toBe(0);
    } finally {
      await app.close();
      await stand.close();
    }
  });
});
