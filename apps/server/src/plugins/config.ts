/** Makes the checked configuration available as app.config. */
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export default fp<{ config: AppConfig }>(
  async (app, opts) => {
    app.decorate('config', opts.config);
  },
  { name: 'config' },
);
