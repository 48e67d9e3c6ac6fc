/**
 * Decorates `app.images` (the image pipeline) and serves stored images at /uploads/<name>.webp with long,
 * immutable cache headers: every stored image has a new random name, so a URL never changes content.
 */
import fp from 'fastify-plugin';
import { MESSAGES } from '@kickoff/shared';
import { LocalDiskStorage, SharpImageService, type ImageService } from '../lib/images';
import { notFound } from '../lib/errors';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageService;
  }
}

export default fp(
  async (app) => {
    const storage = new LocalDiskStorage(app.config.uploadsDir);
    app.decorate('images', new SharpImageService(storage, app.log) as ImageService);

    app.get<{ Params: { name: string } }>('/uploads/:name', { schema: { hide: true } }, async (request, reply) => {
      const file = await storage.open(request.params.name);
      if (!file) throw notFound(MESSAGES.common.notFound);
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-length', file.size)
        .type('image/webp')
        .send(file.stream);
    });
  },
  { name: 'images', dependencies: ['config'] },
);
