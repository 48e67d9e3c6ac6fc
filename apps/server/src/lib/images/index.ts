export { SharpImageService, IMAGE_BYTE_LIMITS, type ImageKind, type ImageService } from './image-service';
export { ImageWorkQueue, MAX_INPUT_PIXELS, MAX_INPUT_SIDE, MAX_FULL_FRAME_PIXELS, decodingCost } from './image-budget';
export { uploadsOf, imageUploadRule, IMAGE_UPLOAD_LIMIT } from './upload-limit';
export { IMMUTABLE_CACHE_CONTROL, LocalDiskStorage, STORED_NAME, UPLOADS_PATH, type ImageStorage } from './storage';
export { detectImageFormat, type DetectedFormat } from './detect';
// S3Storage (the AWS SDK, ~20 MB resident) is imported from './s3-storage' only where a bucket is configured.
