/** SMS senders: the development sender logs the code; the Twilio sender uses Twilio's Messages API. */
import type { FastifyBaseLogger } from 'fastify';
import { traced } from '../../lib/tracing';

export interface SmsSender {
  readonly name: string;
  send(to: string, body: string): Promise<void>;
}

/** Why a message could not be sent, in terms the sign-in dialog can explain. */
export type SmsFailure = 'invalid-number' | 'not-mobile' | 'rate-limited' | 'unavailable';

export class SmsSendError extends Error {
  constructor(
    public readonly reason: SmsFailure,
    message: string,
    public readonly providerCode?: number,
  ) {
    super(message);
  }
}

export class LogSmsSender implements SmsSender {
  readonly name = 'log';
  constructor(private readonly log: FastifyBaseLogger) {}
  async send(to: string, body: string): Promise<void> {
    // Development only: the code is what a developer needs to sign in; the number is masked.
    this.log.info({ to: `${to.slice(0, 3)}***${to.slice(-2)}` }, `[dev sms] ${body}`);
  }
}

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  from: string;
  /** https://api.twilio.com, or a stand-in in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

/** Twilio error codes (https://www.twilio.com/docs/api/errors) that say something about the recipient. */
const TWILIO_REASONS: Record<number, SmsFailure> = {
  21211: 'invalid-number', // invalid 'To' phone number
  21217: 'invalid-number', // phone number does not appear to be valid
  21265: 'invalid-number', // 'To' number cannot be a short code
  21408: 'invalid-number', // permission to send to this region is not enabled
  21610: 'not-mobile', // recipient replied STOP
  21612: 'not-mobile', // 'To' cannot be reached by this sender
  21614: 'not-mobile', // 'To' is not a mobile number
  20429: 'rate-limited', // too many requests
  14107: 'rate-limited', // SMS send rate limit exceeded
};

/** Sends through Twilio's Messages resource: POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded. */
export class TwilioSmsSender implements SmsSender {
  readonly name = 'twilio';
  constructor(private readonly options: TwilioOptions) {}

  /** One span per message when tracing is on (lib/tracing); no number or text in it. */
  send(to: string, body: string): Promise<void> {
    return traced('sms.send', { 'kickoff.sms.provider': 'twilio' }, () => this.sendNow(to, body));
  }

  private async sendNow(to: string, body: string): Promise<void> {
    const { accountSid, authToken, from, baseUrl } = this.options;
    const url = `${baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ To: to, From: from, Body: body }).toString(),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new SmsSendError('unavailable', `Twilio unreachable: ${(error as Error).message}`);
    }
    if (response.ok) return;
    const payload = (await response.json().catch(() => null)) as { code?: number; message?: string } | null;
    const code = typeof payload?.code === 'number' ? payload.code : undefined;
    const reason = (code && TWILIO_REASONS[code]) || (response.status === 429 ? 'rate-limited' : 'unavailable');
    throw new SmsSendError(reason, `Twilio ${response.status}${code ? ` (${code})` : ''}: ${payload?.message ?? 'no message'}`, code);
  }
}
