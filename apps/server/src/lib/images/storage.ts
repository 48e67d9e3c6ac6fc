/** Where stored images live: local disk by default; `S3Storage` (s3-storage.ts) when a bucket is configured. */
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Stored images never change (each has a new random name): caches may keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface ImageStorage {
  /** Stores the bytes under `name` and returns the public URL. */
  put(name: string, data: Buffer, contentType: string): Promise<string>;
  /** The stored name behind a public URL this storage handed out, or null for any other URL. */
  nameOf(url: string): string | null;
  /** Deletes a stored object; a missing one is not an error. */
  delete(name: string): Promise<void>;
}

/** Names this service generates: 32 hex characters + ".webp". Anything else is never touched or served. */
export const STORED_NAME = /^[a-f0-9]{32}\.webp$/;

export const UPLOADS_PATH = '/uploads/';

export class LocalDiskStorage implements ImageStorage {
  constructor(private readonly dir: string) {}

  async put(name: string, data: Buffer): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    // Write to a temporary name first so a reader never sees half a file.
    const tmp = path.join(this.dir, `.${name}.tmp`);
    await writeFile(tmp, data, { mode: 0o644 });
    await rename(tmp, path.join(this.dir, name));
    return `${UPLOADS_PATH}${name}`;
  }

  nameOf(url: string): string | null {
    let pathname = url;
    if (/^https?:\/\//i.test(url)) {
      try {
        pathname = new URL(url).pathname;
      } catch {
        return null;
      }
    }
    if (!pathname.startsWith(UPLOADS_PATH)) return null;
    const name = pathname.slice(UPLOADS_PATH.length);
    return STORED_NAME.test(name) ? name : null;
  }

  async delete(name: string): Promise<void> {
    if (!STORED_NAME.test(name)) return;
    await rm(path.join(this.dir, name), { force: true });
  }

  /** Opens a stored file for serving, or null when there is none. */
  async open(name: string): Promise<{ stream: ReadStream; size: number } | null> {
    if (!STORED_NAME.test(name)) return null;
    const file = path.join(this.dir, name);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return { stream: createReadStream(file), size: info.size };
    } catch {
      return null;
    }
  }
}
