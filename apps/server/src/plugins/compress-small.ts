/**
 * Gzips whole JSON and text answers in one synchronous call (Brotli for a client that takes Brotli but not gzip, such
 * as `Accept-Encoding: br`: the app's HTML pages come from the not-found handler, which @fastify/compress's route hook
 * never sees; issue 33). @fastify/compress (registered in `security`) pipes every
 * answer through a zlib stream: for the API's answers of a few kilobytes, setting up the streams cost more CPU than
 * the rest of the request (~0.3 ms of ~2 ms for the dashboard). This hook runs after the ETag hook (`http-cache`,
 * registered before it) and before @fastify/compress (a route hook), which leaves an answer that already has a
 * Content-Encoding alone and still handles streams (files) and anything this skips.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import { acceptsEncoding, acceptsGzip, GZIP_THRESHOLD, mergeVary } from './http-cache';

/** Larger answers than this go to @fastify/compress's streams (no long event-loop stall). */
const MAX_BYTES = 256 * 1024;
/** Level 4: as small as level 6 within ~2% on the API's JSON, and faster. */
const LEVEL = 4;
const COMPRESSIBLE = /^(application\/(json|problem\+json)|text\/)/;

export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.statusCode === 204 || reply.statusCode === 304 || request.method === 'HEAD') return payload;
      if (reply.hasHeader('content-encoding')) return payload;
      const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
      if (size < GZIP_THRESHOLD || size > MAX_BYTES) return payload;
      if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
      reply.header('vary', mergeVary(reply.getHeader('vary'), ['Accept-Encoding']));
      if (acceptsGzip(request)) {
        reply.header('content-encoding', 'gzip');
        reply.removeHeader('content-length');
        return gzipSync(payload, { level: LEVEL });
      }
      if (!acceptsEncoding(request, 'br')) return payload;
      reply.header('content-encoding', 'br');
      reply.removeHeader('content-length');
      // Quality 4: about gzip's speed at a smaller size (the default 11 is for files compressed once).
      return brotliCompressSync(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });
    });
  },
  { name: 'compress-small', dependencies: ['http-cache'] },
);
