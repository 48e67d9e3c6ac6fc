/**
 * The `email` job (issue 15): one notification email to one person, sent by the job queue (never inside a request).
 * At send time it checks again that the person still wants this kind by email and that their address is proven
 * (an unsubscribe or a changed address between the fan-out and the send wins). SMTP refusals throw, so the job is
 * retried with backoff.
 */
import type { Database } from '@kickoff/db';
import { isLanguage, notificationPath, type Language, type NotificationKind, type NotificationType } from '@kickoff/shared';
import { t } from '../../lib/i18n';
import { notificationMail, type Mailer } from '../../lib/mail';
import type { JobLogger } from '../../lib/jobs';
import { canEmail, channelsOfJoined } from './preferences';
import * as prefs from './repository-preferences';
import { unsubscribeToken, unsubscribeUrl } from './unsubscribe-token';

export interface NotificationEmailJob {
  userId: string;
  kind: NotificationKind;
  type: NotificationType;
  title: string;
  body: string;
  data: { groupId?: string | null; eventId?: string | null };
  event: { title: string; dateTime: string; timeZone: string; location?: string | null } | null;
  /** The recipient's language when the job was queued (issue 30; jobs queued before it: English). */
  language?: Language;
}

export class NotificationMailer {
  constructor(
    private readonly db: Database,
    private readonly mail: Mailer,
    private readonly options: { publicUrl: string; secret: string },
    private readonly log: JobLogger,
  ) {}

  get enabled() {
    return this.mail.enabled;
  }

  async send(job: NotificationEmailJob): Promise<void> {
    if (!this.mail.enabled) return;
    const [who] = await prefs.recipientsWithChannels(this.db, [job.userId], job.kind);
    if (!who || !canEmail(who)) return;
    const channels = channelsOfJoined(job.kind, who);
    if (!channels.email) {
      this.log.info({ userId: job.userId, kind: job.kind }, 'email skipped: turned off since it was queued');
      return;
    }
    const language = isLanguage(job.language) ? job.language : 'en';
    const base = this.options.publicUrl.replace(/\/+$/, '');
    const token = unsubscribeToken(this.options.secret, job.userId, job.kind);
    await this.mail.send(
      notificationMail({
        to: who.email,
        firstName: who.firstName,
        subject: job.title,
        body: job.body,
        event: job.event,
        link: `${base}${notificationPath(job) ?? '/'}`,
        kindName: t(language, `mail.kind.${job.kind}`),
        language,
        unsubscribeUrl: unsubscribeUrl(base, token),
        profileUrl: `${base}/profile`,
      }),
    );
  }
}
