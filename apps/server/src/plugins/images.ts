/**
 * Decorates `app.images` (the image pipeline) on an S3-compatible bucket when S3_BUCKET is set, else on local disk,
 * and serves locally stored images at /uploads/<name>.webp with long, immutable cache headers: every stored image
 * has a new random name, so a URL never changes content. /uploads stays on with S3 so files stored before the switch
 * keep working.
 */
import fp from 'fastify-plugin';
import { MESSAGES } from '@kickoff/shared';
import { IMMUTABLE_CACHE_CONTROL, LocalDiskStorage, SharpImageService, type ImageService, type ImageStorage } from '../lib/images';
import { notFound } from '../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageService;
  }
}

export default fp(
  async (app) => {
    const disk = new LocalDiskStorage(app.config.uploadsDir);
    let storage: ImageStorage = disk;
    if (app.config.s3) {
      // The AWS SDK is loaded only when a bucket is configured (~20 MB resident otherwise for nothing).
      const { S3Storage } = await import('../lib/images/s3-storage');
      const s3 = new S3Storage(app.config.s3);
      app.addHook('onClose', async () => s3.close());
      storage = s3;
    }
    app.log.info({ storage: app.config.s3 ? 's3' : 'disk' }, 'image storage');
    // glibc keeps what image decoding freed unless told to map large blocks apart (the start script does; operations.md).
    if (process.platform === 'linux' && app.config.NODE_ENV === 'production' && !process.env.MALLOC_MMAP_THRESHOLD_) {
      app.log.warn('MALLOC_MMAP_THRESHOLD_ is not set: memory used by image uploads may not be given back (start with `npm run start:built`, see docs/operations.md)');
    }
    app.decorate('images', new SharpImageService(storage, app.log) as ImageService);

    app.get<{ Params: { name: string } }>('/uploads/:name', { schema: { hide: true } }, async (request, reply) => {
      const file = await disk.open(request.params.name);
      if (!file) throw notFound(MESSAGES.common.notFound);
      return reply
        .header('cache-control', IMMUTABLE_CACHE_CONTROL)
        .header('content-length', file.size)
        .type('image/webp')
        .send(file.stream);
    });
  },
  { name: 'images', dependencies: ['config'] },
);
