export { mailOff, MailOffError, type Mailer, type MailMessage } from './mailer';
export { verificationCodeMail } from './templates';
// SmtpMailer (nodemailer) is imported from './smtp-mailer' only where SMTP_URL is set.
