/**
 * The phone sign-in API (issue 3): POST /api/auth/phone-number/send-otp and /verify, and GET /api/auth/config.
 * These static routes take precedence over the /api/auth/* bridge to Better Auth.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CAPTCHA_RESPONSE_HEADER,
  authConfigSchema,
  sendOtpInputSchema,
  verifyOtpInputSchema,
  verifyOtpResponseSchema,
} from '@kickoff/shared';
import { RecaptchaVerifier, disabledCaptcha } from './captcha';
import { parseTestPhoneNumbers } from './test-numbers';
import { sendCode, verifyCode, type Caller, type PhoneSignInDeps } from './phone-service';
import { errorResponses } from '../../lib/error-responses';
import { parseInput } from '../../lib/parse-input';
import { requestLanguage } from '../../lib/i18n';

const routes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const captcha =
    config.RECAPTCHA_SITE_KEY && config.RECAPTCHA_SECRET_KEY
      ? new RecaptchaVerifier(
          { siteKey: config.RECAPTCHA_SITE_KEY, secretKey: config.RECAPTCHA_SECRET_KEY, verifyUrl: config.RECAPTCHA_VERIFY_URL },
          app.log,
        )
      : disabledCaptcha;
  const deps: PhoneSignInDeps = {
    auth: app.auth,
    db: app.db,
    captcha,
    limiter: app.rateLimiter,
    mail: app.mail,
    testNumbers: parseTestPhoneNumbers(config.AUTH_TEST_PHONE_NUMBERS),
    log: app.log,
  };
  const googleEnabled = Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);

  const caller = (request: FastifyRequest): Caller => {
    const header = request.headers[CAPTCHA_RESPONSE_HEADER];
    const userAgent = request.headers['user-agent'];
    return {
      ip: request.ip,
      userAgent: typeof userAgent === 'string' ? userAgent : undefined,
      captchaResponse: typeof header === 'string' && header.trim() ? header.trim() : undefined,
      language: requestLanguage(request),
    };
  };

  app.get(
    '/api/auth/config',
    { schema: { security: [], tags: ['auth'], summary: 'What the sign-in dialog offers here', response: { 200: authConfigSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { captchaSiteKey: captcha.siteKey, googleEnabled };
    },
  );

  app.post(
    '/api/auth/phone-number/send-otp',
    {
      schema: {
        security: [],
        tags: ['auth'],
        summary: 'Send a 6-digit sign-in code by SMS (reCAPTCHA response in x-captcha-response when configured)',
        response: {
          200: z.object({ message: z.string(), phoneNumber: z.string() }),
          ...errorResponses(400, 429, 503),
        },
      },
    },
    async (request) => {
      const input = parseInput(sendOtpInputSchema, request.body);
      const { phoneNumber } = await sendCode(deps, caller(request), input);
      return { message: 'code sent', phoneNumber };
    },
  );

  app.post(
    '/api/auth/phone-number/verify',
    {
      schema: {
        security: [],
        tags: ['auth'],
        summary: 'Check the code; signs in (creating the account on first sign-in) and answers the session token',
        response: { 200: verifyOtpResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const input = parseInput(verifyOtpInputSchema, request.body);
      const { body, headers } = await verifyCode(deps, caller(request), input);
      const token = headers.get('set-auth-token');
      if (token) reply.header('set-auth-token', token);
      const cookies = headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      reply.header('access-control-expose-headers', 'set-auth-token');
      reply.header('cache-control', 'no-store');
      return body;
    },
  );
};

export default routes;
