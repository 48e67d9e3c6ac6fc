/** Security headers with a real CSP, and response compression. */
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';

function tileOrigin(template: string): string {
  const url = new URL(template.replace(/\{[a-z]\}/g, '0'));
  return template.includes('{s}.') ? `http://*.${url.host.split('.').slice(1).join('.')}` : url.origin;
}

export default fp(
  async (app) => {
    const recaptcha = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
    // Images from a bucket served over plain http (a local MinIO) are not covered by `https:`.
    const bucket = app.config.s3 ? [new URL(app.config.s3.publicUrl).origin] : [];
    // Map tiles from a plain-http tile server (a local one); https ones are covered by `https:`. The template's
    // `{s}` subdomain is not a valid host, so such a server is allowed by its parent domain.
    const tiles = app.config.MAP_TILE_URL.startsWith('http://') ? [tileOrigin(app.config.MAP_TILE_URL)] : [];
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'"],
          scriptSrc: ["'self'", ...recaptcha],
          frameSrc: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...bucket, ...tiles],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      // The Google sign-in popup must be able to talk back to its opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    });
    await app.register(compress, { global: true, threshold: 1024 });
  },
  { name: 'security', dependencies: ['config'] },
);
