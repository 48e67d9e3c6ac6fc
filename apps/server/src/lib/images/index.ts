export { SharpImageService, IMAGE_BYTE_LIMITS, MAX_INPUT_PIXELS, type ImageKind, type ImageService } from './image-service';
export { IMMUTABLE_CACHE_CONTROL, LocalDiskStorage, STORED_NAME, UPLOADS_PATH, type ImageStorage } from './storage';
export { detectImageFormat, type DetectedFormat } from './detect';
// S3Storage (the AWS SDK, ~20 MB resident) is imported from './s3-storage' only where a bucket is configured.
