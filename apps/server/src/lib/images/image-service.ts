/**
 * The image pipeline of rulings §8: checks an upload by content, size and pixel count, re-encodes it to WebP
 * without metadata, and stores it under a new random name.
 */
import { randomBytes } from 'node:crypto';
import type sharpModule from 'sharp';
import { LIMITS, MESSAGES } from '@kickoff/shared';
import { badRequest, payloadTooLarge, serviceUnavailable, unsupportedMediaType } from '../errors';
import { detectImageFormat } from './detect';
import { decodingCost, ImageWorkQueue, pixelLimit } from './image-budget';
import type { ImageStorage } from './storage';

export type ImageKind = 'profile' | 'group' | 'event' | 'venue';

type Sharp = typeof sharpModule;
let loadedSharp: Promise<Sharp> | undefined;

/**
 * sharp (libvips, ~20 MB resident) is loaded with the first upload, not at start: most server processes serve reads.
 * No operation cache and one libvips thread per image: uploads are rare, and memory matters more than their speed.
 */
function loadSharp(): Promise<Sharp> {
  loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loadedSharp;
}

export interface ImageService {
  /** Checks, re-encodes and stores an image; returns its public URL. Throws 413/415/400 AppErrors. */
  store(data: Buffer, kind: ImageKind): Promise<string>;
  /** Deletes a stored image by its public URL; ignores unknown URLs. */
  remove(url: string | null | undefined): Promise<void>;
}

export const IMAGE_BYTE_LIMITS: Record<ImageKind, number> = {
  profile: LIMITS.profilePhotoBytes,
  group: LIMITS.groupImageBytes,
  event: LIMITS.eventImageBytes,
  // A venue's photo (issue 28) is held to the group image's size.
  venue: LIMITS.groupImageBytes,
};

const ACCEPTED = new Set(['jpeg', 'png', 'gif', 'webp', 'avif', 'heif']);

export class SharpImageService implements ImageService {
  constructor(
    private readonly storage: ImageStorage,
    private readonly log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void },
    /** Decodings wait here for their share of the process's image memory budget. */
    private readonly queue = new ImageWorkQueue(),
  ) {}

  async store(data: Buffer, kind: ImageKind): Promise<string> {
    const limit = IMAGE_BYTE_LIMITS[kind];
    if (data.length > limit) throw payloadTooLarge(MESSAGES.upload.tooLarge(Math.round(limit / 1024 / 1024)));
    const format = detectImageFormat(data);
    if (format === 'svg') throw unsupportedMediaType(MESSAGES.upload.svgRefused);
    if (!ACCEPTED.has(format)) throw unsupportedMediaType(MESSAGES.upload.notAnImage);

    const sharp = await loadSharp();
    // The header tells the dimensions without decoding the pixels.
    let meta: sharpModule.Metadata;
    try {
      // limitInputPixels: false here only: metadata() reads the header, never the pixels.
      meta = await sharp(data, { limitInputPixels: false }).metadata();
    } catch {
      throw badRequest(MESSAGES.upload.unreadable);
    }
    if (!meta.width || !meta.height) throw badRequest(MESSAGES.upload.unreadable);
    // Only the first frame of an animation is kept, so only it is decoded (meta.height is one frame's).
    const header = { format: meta.format ?? format, width: meta.width, height: meta.pageHeight ?? meta.height };
    const cost = decodingCost(header); // 413 for images no process could decode within its budget

    const output = await this.queue.run(cost, async () => {
      try {
        // JPEG and WebP are decoded at a reduced size when the resize allows it (libvips' shrink-on-load).
        return await sharp(data, { limitInputPixels: pixelLimit(header.format), failOn: 'error' })
          .rotate() // apply the EXIF orientation before the metadata is dropped
          .resize({ width: LIMITS.imageMaxSide, height: LIMITS.imageMaxSide, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(); // sharp writes no EXIF/XMP/ICC metadata unless asked to
      } catch {
        throw badRequest(MESSAGES.upload.unreadable);
      }
    });
    const name = `${randomBytes(16).toString('hex')}.webp`;
    try {
      return await this.storage.put(name, output, 'image/webp');
    } catch (error) {
      // The bucket or disk failed: the caller writes nothing, and the client gets a retryable 503 without internals.
      this.log?.error({ err: error, name }, 'could not store image');
      throw serviceUnavailable(MESSAGES.upload.storageUnavailable);
    }
  }

  async remove(url: string | null | undefined): Promise<void> {
    if (!url) return;
    const name = this.storage.nameOf(url);
    if (!name) return;
    try {
      await this.storage.delete(name);
    } catch (error) {
      // A file that cannot be deleted must not fail the user's action; it is logged for clean-up.
      this.log?.warn({ err: error, name }, 'could not delete stored image');
    }
  }
}
