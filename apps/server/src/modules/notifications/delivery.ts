/**
 * Delivers one in-app notification as push to every device of its user, all at once: FCM for native tokens, Web Push
 * for browser subscriptions, each request with its own short deadline (so a job lasts about one deadline however
 * many targets there are). Dead targets are removed, and so are refused ones (a private address, a redirect, keys
 * that cannot work): they never will. A Web Push host that does not exist (DNS ENOTFOUND) is not retried; after
 * `MAX_DNS_FAILURES` deliveries in a row it is dropped (issue 33). Other failures throw so the job is retried.
 * Without keys configured the notification stays in-app only and is logged.
 */
import type { Database } from '@kickoff/db';
import { notificationPath, type NotificationType } from '@kickoff/shared';
import type { JobLogger } from '../../lib/jobs';
import type { PushMessage, SendResult } from './fcm';
import { PushHostNotFound, PushTargetRefused } from './push-http';
import { MAX_PUSH_TARGETS_PER_KIND } from './push-targets';
import * as repo from './repository';
import * as push from './repository-push';
import type { WebPushTarget } from './web-push';

export interface FcmLike {
  readonly name: string;
  send(token: string, message: PushMessage): Promise<SendResult>;
}
export interface WebPushLike {
  readonly name: string;
  readonly publicKey: string;
  send(target: WebPushTarget, message: PushMessage): Promise<SendResult>;
}

/** What a push says: a notification's type, texts and where it leads. */
export interface PushContent {
  type: NotificationType;
  title: string;
  body: string;
  data: { groupId?: string | null; eventId?: string | null };
}

export interface PushSenders {
  fcm?: FcmLike;
  webPush?: WebPushLike;
}

/** The host of an endpoint, for logs: the rest of a push endpoint is a credential. */
const hostForLog = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'invalid';
  }
};

/** Deliveries in a row to a host that does not exist before its subscription is dropped (a name lost for good). */
export const MAX_DNS_FAILURES = 3;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class PushDelivery {
  constructor(
    private readonly db: Database,
    readonly senders: PushSenders,
    private readonly log: JobLogger,
  ) {}

  async deliver(notificationId: string): Promise<void> {
    const n = await repo.findNotification(this.db, notificationId);
    if (!n) return;
    await this.deliverMessage(n.userId, n, n.id);
  }

  /** Sends a message to every device of a user; `notificationId` names its in-app row, when it has one. */
  async deliverMessage(userId: string, content: PushContent, notificationId = ''): Promise<void> {
    const n = { ...content, id: notificationId, userId, data: content.data ?? {} };
    const { fcm, webPush } = this.senders;
    if (!fcm && !webPush) {
      this.log.info({ notificationId: n.id, userId: n.userId, type: n.type, title: n.title }, 'push not configured: notification kept in-app only');
      return;
    }
    const message: PushMessage = {
      title: n.title,
      body: n.body,
      data: {
        type: n.type,
        groupId: n.data.groupId ?? '',
        eventId: n.data.eventId ?? '',
        notificationId: n.id,
        url: notificationPath(n) ?? '/',
      },
    };
    // The newest of each kind only: rows beyond the cap (stored before it existed) are never sent to.
    const targets = await push.pushTargetsOf(this.db, n.userId, MAX_PUSH_TARGETS_PER_KIND);
    const failures: string[] = [];
    type Target = { kind: 'fcm' | 'web-push'; where: string; remove: () => Promise<void>; dns?: { failures: number; count: () => Promise<number>; clear: () => Promise<void> } };
    const sendTo = async (target: Target, send: () => Promise<SendResult>) => {
      const { kind, where, remove, dns } = target;
      try {
        if ((await send()) === 'dead') await remove();
        else if (dns && dns.failures > 0) await dns.clear();
      } catch (error) {
        if (error instanceof PushTargetRefused) {
          this.log.warn({ notificationId: n.id, userId: n.userId, kind, host: where, reason: error.message }, 'push target refused and removed');
          await remove().catch((e: unknown) => failures.push(messageOf(e)));
          return;
        }
        if (error instanceof PushHostNotFound && dns) {
          const count = await dns.count();
          const dropped = count >= MAX_DNS_FAILURES;
          if (dropped) await remove();
          this.log.warn({ notificationId: n.id, userId: n.userId, kind, host: where, dnsFailures: count }, dropped ? 'push host not found again: removed' : 'push host not found');
          return;
        }
        failures.push(messageOf(error));
      }
    };
    await Promise.all([
      ...(fcm ? targets.devices : []).map((device) =>
        sendTo({ kind: 'fcm', where: 'fcm', remove: () => push.deleteDeviceById(this.db, device.id) }, () => fcm!.send(device.token, message)),
      ),
      ...(webPush ? targets.subscriptions : []).map((sub) =>
        sendTo(
          {
            kind: 'web-push',
            where: hostForLog(sub.endpoint),
            remove: () => push.deleteWebPushById(this.db, sub.id),
            dns: { failures: sub.dnsFailures, count: () => push.countDnsFailure(this.db, sub.id), clear: () => push.clearDnsFailures(this.db, sub.id) },
          },
          () => webPush!.send(sub, message),
        ),
      ),
    ]);
    if (failures.length) throw new Error([...new Set(failures)].join('; '));
  }
}
