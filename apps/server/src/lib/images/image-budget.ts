/**
 * The memory budget of image decoding (issue 21, point 4). Each upload's decoding cost is estimated from its header
 * (format and dimensions, before any pixel is decoded), images too costly for one process are refused, and decodings
 * wait in a queue until their cost fits the budget, so a burst of uploads queues instead of decoding all at once.
 *
 * The estimates were measured (docs/performance.md, "Image decoding memory"): peak resident memory of one decoding
 * through the real pipeline (auto-rotate, resize to 1600 px, WebP) with sharp 0.34 / libvips 8.17:
 * - PNG, JPEG and WebP are decoded line by line, and JPEG/WebP shrink on load: the cost follows the width
 *   (10000 px wide: ~90 MB; 16000: ~95 MB; 4000: ~28 MB), about 20 MB plus 7 KB per pixel of width.
 * - GIF and AVIF/HEIF decode whole frames: 4 bytes per pixel (a 100 MP GIF took 472 MB).
 */
import { MESSAGES } from '@kickoff/shared';
import { payloadTooLarge, serviceUnavailable } from '../errors';

const MB = 1024 * 1024;

/** Largest decoded image accepted (width x height of the first frame); larger ones are refused from the header. */
export const MAX_INPUT_PIXELS = 100_000_000;
/** Longest side accepted: line decoders' memory follows the width, so a 100 MP image 1 px high must not pass. */
export const MAX_INPUT_SIDE = 16_384;
/** Decodings of whole frames (GIF, AVIF/HEIF) at 4 bytes a pixel: 24 MP is ~96 MB. */
export const MAX_FULL_FRAME_PIXELS = 24_000_000;
/** Estimated decoding memory in flight at once in one process. */
export const IMAGE_MEMORY_BUDGET = 160 * MB;
/** Decodings at once, whatever their cost (libvips runs each on one thread; the machine has 2 cores). */
export const MAX_PARALLEL_DECODES = 2;
/** Uploads waiting for the budget; beyond that an upload is answered 503 at once instead of holding its buffer. */
export const MAX_WAITING_DECODES = 64;

const FULL_FRAME_FORMATS = new Set(['gif', 'heif', 'avif']);

export interface ImageHeader {
  format: string;
  width: number;
  height: number;
}

/** Refuses (413) an image whose decoding would not fit one process's budget; returns its estimated cost in bytes. */
export function decodingCost({ format, width, height }: ImageHeader): number {
  const pixels = width * height;
  if (pixels > MAX_INPUT_PIXELS || width > MAX_INPUT_SIDE || height > MAX_INPUT_SIDE) throw payloadTooLarge(MESSAGES.upload.tooManyPixels);
  if (FULL_FRAME_FORMATS.has(format)) {
    if (pixels > MAX_FULL_FRAME_PIXELS) throw payloadTooLarge(MESSAGES.upload.tooManyPixels);
    return 20 * MB + pixels * 4;
  }
  // Rotated images (EXIF orientation 5-8) are decoded as stored, so the stored width is what counts.
  return 20 * MB + width * 7 * 1024;
}

/** The largest input `limitInputPixels` may let libvips decode for this format (a second guard after the header). */
export function pixelLimit(format: string): number {
  return FULL_FRAME_FORMATS.has(format) ? MAX_FULL_FRAME_PIXELS : MAX_INPUT_PIXELS;
}

/**
 * A weighted semaphore over decoding memory: a job runs when its cost fits what is left of the budget and fewer than
 * `maxParallel` run; jobs start in arrival order (a big one is not passed over forever by small ones).
 */
export class ImageWorkQueue {
  private inFlight = 0;
  private running = 0;
  private readonly waiting: { cost: number; start: () => void }[] = [];

  constructor(
    private readonly budget = IMAGE_MEMORY_BUDGET,
    private readonly maxParallel = MAX_PARALLEL_DECODES,
    private readonly maxWaiting = MAX_WAITING_DECODES,
  ) {}

  async run<T>(cost: number, job: () => Promise<T>): Promise<T> {
    // A job costlier than the whole budget runs alone.
    const weight = Math.min(cost, this.budget);
    if (this.waiting.length > 0 || !this.fits(weight)) {
      if (this.waiting.length >= this.maxWaiting) throw serviceUnavailable(MESSAGES.upload.busy);
      await new Promise<void>((resolve) => this.waiting.push({ cost: weight, start: resolve }));
    } else {
      this.take(weight);
    }
    try {
      return await job();
    } finally {
      this.inFlight -= weight;
      this.running -= 1;
      this.startWaiting();
    }
  }

  /** For tests and metrics. */
  get stats() {
    return { inFlight: this.inFlight, running: this.running, waiting: this.waiting.length };
  }

  private fits(weight: number) {
    return this.running < this.maxParallel && this.inFlight + weight <= this.budget;
  }

  private take(weight: number) {
    this.inFlight += weight;
    this.running += 1;
  }

  private startWaiting() {
    while (this.waiting.length > 0 && this.fits(this.waiting[0]!.cost)) {
      const next = this.waiting.shift()!;
      this.take(next.cost);
      next.start();
    }
  }
}
