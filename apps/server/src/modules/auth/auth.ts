/** Better Auth, configured for Kickoff: phone + SMS code, bearer tokens, Google when configured. */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer, phoneNumber } from 'better-auth/plugins';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { LIMITS, PLACEHOLDER_FIRST_NAME, acceptLanguageTags, pickLanguage } from '@kickoff/shared';
import { accounts, sessions, users, verifications, type Database } from '@kickoff/db';
import type { AppConfig } from '../../config';
import { placeholderEmailFor } from '../../lib/placeholder-email';
import { t } from '../../lib/i18n';
import type { SmsSender } from './sms';
import { activeSuspension } from './repository-sessions';
import { SUSPENDED_CODE, suspendedMessage } from './suspension';

/**
 * Better Auth endpoints switched off over HTTP: password and email flows Kickoff does not offer, user updates
 * (done by the users API with Kickoff's validation), and the phone endpoints, which Kickoff serves itself in
 * front of Better Auth (modules/auth/routes.ts) with its limits and human check.
 */
export const DISABLED_PATHS = [
  '/sign-in/email',
  '/sign-up/email',
  '/sign-in/phone-number',
  '/phone-number/send-otp',
  '/phone-number/verify',
  '/phone-number/request-password-reset',
  '/phone-number/reset-password',
  '/request-password-reset',
  '/reset-password',
  '/change-password',
  '/set-password',
  '/update-user',
  '/change-email',
  '/delete-user',
  '/send-verification-email',
  '/verify-email',
];

export interface CreateAuthOptions {
  config: AppConfig;
  db: Database;
  sms: SmsSender;
  testNumbers: Map<string, string>;
}

export function createAuth({ config, db, sms, testNumbers }: CreateAuthOptions) {
  return betterAuth({
    appName: 'Kickoff',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    logger: { disabled: config.LOG_LEVEL === 'silent' },
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, defaultValue: PLACEHOLDER_FIRST_NAME, input: false },
        lastName: { type: 'string', required: false, defaultValue: '', input: false },
        rolePreference: { type: 'string', required: false, defaultValue: 'member', input: false },
        location: { type: 'string', required: false, input: false },
        timezone: { type: 'string', required: false, input: false },
        /** The language setting (issue 30): the web applies it when it reads the session. */
        language: { type: 'string', required: false, input: false },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // A suspended person gets no session, whichever way they sign in (issue 34): the refusal says until when.
    databaseHooks: {
      session: {
        create: {
          before: async (session) => {
            const suspension = await activeSuspension(db, session.userId);
            if (suspension) throw APIError.from('FORBIDDEN', { message: suspendedMessage(suspension), code: SUSPENDED_CODE });
          },
        },
      },
    },
    // Only the flows Kickoff offers are reachable over HTTP; profile changes go through /api/user/profile.
    disabledPaths: DISABLED_PATHS,
    // Kickoff applies its own limits (per number and per IP) in front of Better Auth.
    rateLimit: { enabled: false },
    advanced: {
      ipAddress: { ipAddressHeaders: ['x-kickoff-client-ip'] },
      database: { generateId: () => crypto.randomUUID() },
    },
    socialProviders:
      config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
        ? {
            google: {
              clientId: config.GOOGLE_CLIENT_ID,
              clientSecret: config.GOOGLE_CLIENT_SECRET,
              prompt: 'select_account',
              mapProfileToUser: (profile) => ({
                firstName: profile.given_name || PLACEHOLDER_FIRST_NAME,
                lastName: profile.family_name || '',
              }),
            },
          }
        : {},
    plugins: [
      bearer(),
      phoneNumber({
        otpLength: LIMITS.verificationCodeLength,
        expiresIn: LIMITS.otpValiditySeconds,
        allowedAttempts: LIMITS.otpMaxAttempts,
        signUpOnVerification: {
          getTempEmail: placeholderEmailFor,
          getTempName: () => PLACEHOLDER_FIRST_NAME,
        },
        sendOTP: async ({ phoneNumber: phone, code }, ctx) => {
          const fixed = testNumbers.get(phone);
          if (fixed) {
            // Test numbers accept their configured code and send nothing (like the big providers' test numbers).
            await db
              .update(verifications)
              .set({ value: `${fixed}:0` })
              .where(eq(verifications.identifier, `phone-number-otp-${phone}`));
            return;
          }
          // In the language the sign-in route resolved (phone-service's authHeaders; issue 30). The last line is WebOTP's
          // origin-bound form: a browser that has it offers the code to the dialog.
          const language = pickLanguage(acceptLanguageTags(ctx?.headers?.get('accept-language')));
          const text = t(language, 'sms.code', { code, minutes: Math.round(LIMITS.otpValiditySeconds / 60) });
          await sms.send(phone, `${text}\n\n@${new URL(config.publicUrl).host} #${code}`);
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
