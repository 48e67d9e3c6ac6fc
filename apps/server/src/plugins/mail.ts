/** Decorates `app.mail`: SMTP when SMTP_URL is set, else mail off (lib/mail). */
import fp from 'fastify-plugin';
import { mailOff, type Mailer } from '../lib/mail';

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
    }
    app.log.info({ mail: mailer.enabled ? 'smtp' : 'off' }, 'mail');
    app.decorate('mail', mailer);
  },
  { name: 'mail', dependencies: ['config'] },
);
