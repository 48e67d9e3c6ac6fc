/**
 * Uploads per user (issue 21, point 4): every image a signed-in user sends (profile photo, group or event image)
 * counts against one limit before anything is decoded, so one account cannot keep the image pipeline busy.
 */
import { MESSAGES } from '@kickoff/shared';
import { tooManyRequests, unauthorized } from '../errors';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limit';
import type { ImageKind, ImageService } from './image-service';

/** 20 images in 10 minutes: far above editing a profile and a few groups or events, far below a decoding flood. */
export const IMAGE_UPLOAD_LIMIT = { max: 20, windowSeconds: 600 } as const;

export function imageUploadRule(userId: string): RateLimitRule {
  return { key: `image-uploads:${userId}`, ...IMAGE_UPLOAD_LIMIT };
}

/** The image service as a request sees it: `store` counts the caller's upload first (429 over the limit). */
export function uploadsOf(images: ImageService, limiter: RateLimiter, userId: string | null): ImageService {
  return {
    async store(data: Buffer, kind: ImageKind) {
      if (!userId) throw unauthorized();
      if (!(await limiter.hit([imageUploadRule(userId)]))) throw tooManyRequests(MESSAGES.upload.tooManyUploads);
      return images.store(data, kind);
    },
    remove: (url) => images.remove(url),
  };
}
