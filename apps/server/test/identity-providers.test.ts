/**
 * The real Twilio and reCAPTCHA adapters against local stand-ins that speak their HTTP protocols, and Google
 * sign-in up to the authorization redirect (Better Auth's Google provider has Google's endpoints built in).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@kickoff/shared';
import { createTestApp, TEST_CODE, type TestApp } from './helpers/app';
import { uniqueTestPhone } from './helpers/auth';
import { realLookingPhone } from './helpers/sms';
import { startStandIn, type StandIn, type StandInRequest } from './helpers/stand-in';
import { SmsSendError, TwilioSmsSender } from '../src/modules/auth/sms';
import { RecaptchaVerifier } from '../src/modules/auth/captcha';

const P = MESSAGES.phone;
const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'twilio-auth-token-for-tests';
const FROM = '+15005550006';
const SECRET = 'recaptcha-secret-for-tests';
const INVALID_TO = '+12025550666';
const LANDLINE_TO = '+12025550777';

let t: TestApp;
let twilio: StandIn;
let recaptcha: StandIn;

/** Answers like Twilio's Messages resource (https://www.twilio.com/docs/messaging/api/message-resource). */
function twilioAnswer(req: StandInRequest) {
  const expectedAuth = `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`;
  if (req.headers.authorization !== expectedAuth) {
    return { status: 401, json: { code: 20003, message: 'Authenticate', more_info: 'https://www.twilio.com/docs/errors/20003', status: 401 } };
  }
  if (req.method !== 'POST' || req.path !== `/2010-04-01/Accounts/${SID}/Messages.json`) {
    return { status: 404, json: { code: 20404, message: 'The requested resource was not found', status: 404 } };
  }
  const to = req.form.get('To');
  if (to === INVALID_TO) {
    return {
      status: 400,
      json: { code: 21211, message: `The 'To' number ${to} is not a valid phone number.`, more_info: 'https://www.twilio.com/docs/errors/21211', status: 400 },
    };
  }
  if (to === LANDLINE_TO) {
    return { status: 400, json: { code: 21614, message: `'To' number is not a valid mobile number`, status: 400 } };
  }
  return {
    status: 201,
    json: { sid: `SM${'0'.repeat(32)}`, account_sid: SID, to, from: req.form.get('From'), body: req.form.get('Body'), status: 'queued' },
  };
}

/** Answers like https://www.google.com/recaptcha/api/siteverify: only "good-token" from the right secret passes. */
function recaptchaAnswer(req: StandInRequest) {
  if (req.form.get('secret') !== SECRET) return { status: 200, json: { success: false, 'error-codes': ['invalid-input-secret'] } };
  const response = req.form.get('response');
  if (!response) return { status: 200, json: { success: false, 'error-codes': ['missing-input-response'] } };
  if (response !== 'good-token') return { status: 200, json: { success: false, 'error-codes': ['invalid-input-response'] } };
  return { status: 200, json: { success: true, challenge_ts: new Date().toISOString(), hostname: 'localhost' } };
}

beforeAll(async () => {
  twilio = await startStandIn(twilioAnswer);
  recaptcha = await startStandIn(recaptchaAnswer);
  t = await createTestApp({
    env: {
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM_NUMBER: FROM,
      TWILIO_API_BASE_URL: twilio.url,
      RECAPTCHA_SITE_KEY: 'recaptcha-site-key-for-tests',
      RECAPTCHA_SECRET_KEY: SECRET,
      RECAPTCHA_VERIFY_URL: `${recaptcha.url}/recaptcha/api/siteverify`,
      GOOGLE_CLIENT_ID: 'google-client-id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'google-client-secret',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await twilio?.close();
  await recaptcha?.close();
});

let ipCounter = 1;
const freshIp = () => `10.2.0.${ipCounter++}`;

function sendOtp(phoneNumber: string, captcha: string | undefined, ip = freshIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/phone-number/send-otp',
    remoteAddress: ip,
    headers: captcha === undefined ? {} : { 'x-captcha-response': captcha },
    payload: { phoneNumber },
  });
}

describe('GET /api/auth/config when configured', () => {
  it('gives the site key and says Google is on', async () => {
    expect((await t.app.inject('/api/auth/config')).json()).toEqual({ captchaSiteKey: 'recaptcha-site-key-for-tests', googleEnabled: true });
  });
});

describe('reCAPTCHA v2', () => {
  it('requires the response token on send-otp', async () => {
    const before = recaptcha.requests.length;
    const res = await sendOtp(realLookingPhone(), undefined);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(P.captchaFailed);
    expect(recaptcha.requests.length).toBe(before);
  });

  it('verifies the token with siteverify (secret, response, remote IP) and refuses a bad one', async () => {
    const ip = freshIp();
    const sentBefore = twilio.requests.length;
    const res = await sendOtp(realLookingPhone(), 'forged-token', ip);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(P.captchaFailed);
    const call = recaptcha.requests.at(-1)!;
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/recaptcha/api/siteverify');
    expect(call.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(call.form)).toEqual({ secret: SECRET, response: 'forged-token', remoteip: ip });
    expect(twilio.requests.length).toBe(sentBefore); // nothing was sent
  });

  it('lets a solved check through (test numbers too)', async () => {
    expect((await sendOtp(realLookingPhone(), 'good-token')).statusCode).toBe(200);
    const phone = uniqueTestPhone();
    expect((await sendOtp(phone, undefined)).statusCode).toBe(400);
    expect((await sendOtp(phone, 'good-token')).statusCode).toBe(200);
  });

  it('fails closed when siteverify is unreachable or answers an error', async () => {
    const log = { info() {}, warn() {} } as never;
    const down = new RecaptchaVerifier({ siteKey: 'k', secretKey: SECRET, verifyUrl: 'http://127.0.0.1:9/siteverify', timeoutMs: 2000 }, log);
    expect(await down.verify('good-token', '10.0.0.1')).toBe(false);
    const broken = await startStandIn(() => ({ status: 500, json: { error: 'boom' } }));
    try {
      const verifier = new RecaptchaVerifier({ siteKey: 'k', secretKey: SECRET, verifyUrl: broken.url }, log);
      expect(await verifier.verify('good-token', '10.0.0.1')).toBe(false);
    } finally {
      await broken.close();
    }
    const ok = new RecaptchaVerifier({ siteKey: 'k', secretKey: SECRET, verifyUrl: `${recaptcha.url}/recaptcha/api/siteverify` }, log);
    expect(await ok.verify('good-token', '10.0.0.1')).toBe(true);
    expect(await ok.verify('', '10.0.0.1')).toBe(false);
  });
});

describe('Twilio SMS sender', () => {
  it('sends the code through the Messages API, and the code signs in', async () => {
    const phone = realLookingPhone();
    const res = await sendOtp(phone, 'good-token');
    expect(res.statusCode).toBe(200);
    const call = twilio.requests.at(-1)!;
    expect(call.method).toBe('POST');
    expect(call.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(call.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(call.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(call.form.get('To')).toBe(phone);
    expect(call.form.get('From')).toBe(FROM);
    const code = call.form.get('Body')!.match(/\b(\d{6})\b/)![1]!;
    expect(call.form.get('Body')).toContain('Kickoff');

    const verified = await t.app.inject({ method: 'POST', url: '/api/auth/phone-number/verify', payload: { phoneNumber: phone, code } });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.phoneNumber).toBe(phone);
  });

  it("maps Twilio's errors to the sign-in texts", async () => {
    const invalid = await sendOtp(INVALID_TO, 'good-token');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(P.invalidPhone);
    const landline = await sendOtp(LANDLINE_TO, 'good-token');
    expect(landline.statusCode).toBe(400);
    expect(landline.json().message).toBe(P.smsRefused);
  });

  it('sends nothing to test numbers', async () => {
    const before = twilio.requests.length;
    const phone = uniqueTestPhone();
    expect((await sendOtp(phone, 'good-token')).statusCode).toBe(200);
    expect(twilio.requests.length).toBe(before);
    const verified = await t.app.inject({ method: 'POST', url: '/api/auth/phone-number/verify', payload: { phoneNumber: phone, code: TEST_CODE } });
    expect(verified.statusCode).toBe(200);
  });

  it('reports bad credentials and an unreachable API as unavailable', async () => {
    const wrong = new TwilioSmsSender({ accountSid: SID, authToken: 'wrong', from: FROM, baseUrl: twilio.url });
    const error = await wrong.send('+12025550100', 'hi').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsSendError);
    expect(error).toMatchObject({ reason: 'unavailable', providerCode: 20003 });

    const down = new TwilioSmsSender({ accountSid: SID, authToken: TOKEN, from: FROM, baseUrl: 'http://127.0.0.1:9', timeoutMs: 2000 });
    await expect(down.send('+12025550100', 'hi')).rejects.toMatchObject({ reason: 'unavailable' });

    const limited = await startStandIn(() => ({ status: 429, json: { code: 20429, message: 'Too Many Requests', status: 429 } }));
    try {
      const sender = new TwilioSmsSender({ accountSid: SID, authToken: TOKEN, from: FROM, baseUrl: limited.url });
      await expect(sender.send('+12025550100', 'hi')).rejects.toMatchObject({ reason: 'rate-limited', providerCode: 20429 });
    } finally {
      await limited.close();
    }
  });
});

describe('Google sign-in', () => {
  it('answers an authorization URL for Google with account selection forced', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: {
        provider: 'google',
        callbackURL: '/auth-callback.html',
        newUserCallbackURL: '/auth-callback.html?new=1',
        errorCallbackURL: '/auth-callback.html',
        disableRedirect: true,
      },
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    const q = url.searchParams;
    expect(q.get('prompt')).toBe('select_account');
    expect(q.get('client_id')).toBe('google-client-id.apps.googleusercontent.com');
    expect(q.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/google');
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('state')).toBeTruthy();
  });

  it('refuses a callback with a state it did not issue', async () => {
    const res = await t.app.inject('/api/auth/callback/google?code=abc&state=forged');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/error=/);
  });
});
