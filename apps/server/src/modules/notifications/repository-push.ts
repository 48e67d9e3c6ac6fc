/** Push targets of a user: native devices (FCM tokens) and browser subscriptions (Web Push). */
import { and, eq, sql } from 'drizzle-orm';
import { pushDevices, webPushSubscriptions, type DbOrTx } from '@kickoff/db';

/** A token belongs to the device's current user: registering it again from another account moves it. */
export async function upsertDevice(db: DbOrTx, userId: string, token: string, platform: string) {
  await db
    .insert(pushDevices)
    .values({ userId, token, platform })
    .onConflictDoUpdate({ target: pushDevices.token, set: { userId, platform } });
}

export async function deleteDevices(db: DbOrTx, userId: string, token?: string): Promise<number> {
  const rows = await db
    .delete(pushDevices)
    .where(and(eq(pushDevices.userId, userId), token ? eq(pushDevices.token, token) : undefined))
    .returning({ id: pushDevices.id });
  return rows.length;
}

export async function upsertWebPush(db: DbOrTx, userId: string, s: { endpoint: string; p256dh: string; auth: string }) {
  await db
    .insert(webPushSubscriptions)
    .values({ userId, ...s })
    .onConflictDoUpdate({ target: webPushSubscriptions.endpoint, set: { userId, p256dh: s.p256dh, auth: s.auth } });
}

export async function deleteWebPush(db: DbOrTx, userId: string, endpoint?: string): Promise<number> {
  const rows = await db
    .delete(webPushSubscriptions)
    .where(and(eq(webPushSubscriptions.userId, userId), endpoint ? eq(webPushSubscriptions.endpoint, endpoint) : undefined))
    .returning({ id: webPushSubscriptions.id });
  return rows.length;
}

export async function pushTargetCounts(db: DbOrTx, userId: string) {
  const [row] = await db.select({
    devices: sql<number>`(select count(*)::int from ${pushDevices} where ${pushDevices.userId} = ${userId})`,
    webPush: sql<number>`(select count(*)::int from ${webPushSubscriptions} where ${webPushSubscriptions.userId} = ${userId})`,
  }).from(sql`(select 1) as one`);
  return { devices: Number(row?.devices ?? 0), webPush: Number(row?.webPush ?? 0) };
}

export async function pushTargetsOf(db: DbOrTx, userId: string) {
  const [devices, subscriptions] = await Promise.all([
    db.select({ id: pushDevices.id, token: pushDevices.token }).from(pushDevices).where(eq(pushDevices.userId, userId)),
    db
      .select({ id: webPushSubscriptions.id, endpoint: webPushSubscriptions.endpoint, p256dh: webPushSubscriptions.p256dh, auth: webPushSubscriptions.auth })
      .from(webPushSubscriptions)
      .where(eq(webPushSubscriptions.userId, userId)),
  ]);
  return { devices, subscriptions };
}

export async function deleteDeviceById(db: DbOrTx, id: string) {
  await db.delete(pushDevices).where(eq(pushDevices.id, id));
}

export async function deleteWebPushById(db: DbOrTx, id: string) {
  await db.delete(webPushSubscriptions).where(eq(webPushSubscriptions.id, id));
}
