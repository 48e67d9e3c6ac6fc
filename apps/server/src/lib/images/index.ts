export { SharpImageService, IMAGE_BYTE_LIMITS, MAX_INPUT_PIXELS, type ImageKind, type ImageService } from './image-service';
export { LocalDiskStorage, STORED_NAME, UPLOADS_PATH, type ImageStorage } from './storage';
export { detectImageFormat, type DetectedFormat } from './detect';
export { S3Storage, IMMUTABLE_CACHE_CONTROL } from './s3-storage';
