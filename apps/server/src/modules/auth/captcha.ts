/** The human check of rulings §2: reCAPTCHA v2, verified by the server with Google's siteverify endpoint. */
import type { FastifyBaseLogger } from 'fastify';

export interface CaptchaVerifier {
  /** The public site key for the widget, or null when the check is off. */
  readonly siteKey: string | null;
  /** True when the response token is valid. Fails closed: network or protocol errors answer false. */
  verify(responseToken: string, remoteIp: string): Promise<boolean>;
}

export const disabledCaptcha: CaptchaVerifier = { siteKey: null, verify: async () => true };

export interface RecaptchaOptions {
  siteKey: string;
  secretKey: string;
  verifyUrl: string;
  timeoutMs?: number;
}

export class RecaptchaVerifier implements CaptchaVerifier {
  readonly siteKey: string;
  constructor(
    private readonly options: RecaptchaOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.siteKey = options.siteKey;
  }

  async verify(responseToken: string, remoteIp: string): Promise<boolean> {
    if (!responseToken) return false;
    try {
      const res = await fetch(this.options.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: this.options.secretKey, response: responseToken, remoteip: remoteIp }).toString(),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
      if (!res.ok) {
        this.log.warn({ status: res.status }, 'reCAPTCHA siteverify answered an error');
        return false;
      }
      const body = (await res.json()) as { success?: unknown; 'error-codes'?: string[] };
      if (body.success !== true) this.log.info({ errors: body['error-codes'] }, 'reCAPTCHA check failed');
      return body.success === true;
    } catch (error) {
      this.log.warn({ err: error }, 'reCAPTCHA siteverify unreachable');
      return false;
    }
  }
}
