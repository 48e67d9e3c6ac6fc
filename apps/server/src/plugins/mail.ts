/**
 * Decorates `app.mail`: SMTP when SMTP_URL is set; else, in development, the log mailer (mail to the server log);
 * else (production, and the test suite's default apps) mail off (lib/mail).
 */
import fp from 'fastify-plugin';
import { LogMailer, mailOff, type Mailer } from '../lib/mail';

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

export default fp(
  async (app) => {
    let mailer: Mailer = mailOff;
    if (app.config.mail) {
      // nodemailer is loaded only when mail is configured.
      const { SmtpMailer } = await import('../lib/mail/smtp-mailer');
      mailer = new SmtpMailer(app.config.mail.smtpUrl, app.config.mail.from);
      app.addHook('onClose', async () => mailer.close());
    } else if (app.config.NODE_ENV === 'development') {
      mailer = new LogMailer(app.log);
    }
    app.log.info({ mail: app.config.mail ? 'smtp' : mailer.enabled ? 'log' : 'off' }, 'mail');
    app.decorate('mail', mailer);
  },
  { name: 'mail', dependencies: ['config'] },
);
