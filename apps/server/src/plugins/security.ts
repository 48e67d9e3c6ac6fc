/** Security headers with a real CSP, and response compression. */
import fp from 'fastify-plugin';
import helmet from 'helmet';
import compress from '@fastify/compress';

function tileOrigin(template: string): string {
  const url = new URL(template.replace(/\{[a-z]\}/g, '0'));
  return template.includes('{s}.') ? `http://*.${url.host.split('.').slice(1).join('.')}` : url.origin;
}

/** helmet's default: a year, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Powerful features the app does not use are off for it and anything it frames (reCAPTCHA); geolocation stays for
 * its own pages ("near me", check-in at the pitch). Issue 33, point 9g.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

export default fp(
  async (app) => {
    const recaptcha = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
    // Images from a bucket served over plain http (a local MinIO) are not covered by `https:`.
    const bucket = app.config.s3 ? [new URL(app.config.s3.publicUrl).origin] : [];
    // Map tiles from a plain-http tile server (a local one); https ones are covered by `https:`. The template's
    // `{s}` subdomain is not a valid host, so such a server is allowed by its parent domain.
    const tiles = app.config.MAP_TILE_URL.startsWith('http://') ? [tileOrigin(app.config.MAP_TILE_URL)] : [];
    // Helmet's middleware is built once here. `@fastify/helmet` built it again for every request (its directives parsed
    // anew each time): 5% of the server's CPU on an event page's answer (bench profile, issue 35).
    const securityHeaders = helmet({
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
      // Sent below over HTTPS only: over plain HTTP a browser ignores it, and it says nothing true (issue 33, point 9f).
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));
    app.addHook('onRequest', async (request, reply) => {
      // `request.protocol` is the socket's, or X-Forwarded-Proto's behind a trusted proxy (TRUST_PROXY).
      if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
    await app.register(compress, { global: true, threshold: 1024 });
  },
  { name: 'security', dependencies: ['config'] },
);
