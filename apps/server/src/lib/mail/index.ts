export { mailOff, MailOffError, type Mailer, type MailMessage } from './mailer';
export { LogMailer } from './log-mailer';
export { escapeHtml, verificationCodeMail } from './templates';
export { notificationMail, type NotificationMailInput } from './notification-mail';
// SmtpMailer (nodemailer) is imported from './smtp-mailer' only where SMTP_URL is set.
