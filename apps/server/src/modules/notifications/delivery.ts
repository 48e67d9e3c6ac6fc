/**
 * Delivers one in-app notification as push to every device of its user: FCM for native tokens, Web Push for
 * browser subscriptions. Dead targets are removed; other failures throw so the job is retried with backoff.
 * Without keys configured the notification stays in-app only and is logged.
 */
import type { Database } from '@kickoff/db';
import { notificationPath } from '@kickoff/shared';
import type { JobLogger } from '../../lib/jobs';
import type { PushMessage, SendResult } from './fcm';
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

export interface PushSenders {
  fcm?: FcmLike;
  webPush?: WebPushLike;
}

export class PushDelivery {
  constructor(
    private readonly db: Database,
    readonly senders: PushSenders,
    private readonly log: JobLogger,
  ) {}

  async deliver(notificationId: string): Promise<void> {
    const n = await repo.findNotification(this.db, notificationId);
    if (!n) return;
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
    const targets = await push.pushTargetsOf(this.db, n.userId);
    const failures: string[] = [];
    if (fcm) {
      for (const device of targets.devices) {
        try {
          if ((await fcm.send(device.token, message)) === 'dead') await push.deleteDeviceById(this.db, device.id);
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error));
        }
      }
    }
    if (webPush) {
      for (const sub of targets.subscriptions) {
        try {
          if ((await webPush.send(sub, message)) === 'dead') await push.deleteWebPushById(this.db, sub.id);
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error));
        }
      }
    }
    if (failures.length) throw new Error(failures.join('; '));
  }
}
