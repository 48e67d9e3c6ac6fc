/**
 * Push targets of a user: native devices (FCM tokens) and browser subscriptions (Web Push). A target belongs to the
 * account that registered it first (the unique token / endpoint plus a conditional upsert decide, not a read before
 * the write); an account keeps a few of each kind, trimmed under a lock on its user row.
 */
import { and, desc, eq, gt, notInArray, sql } from 'drizzle-orm';
import { pushDevices, users, webPushSubscriptions, type DbOrTx } from '@kickoff/db';

/** Serialises one user's registrations, so the cap holds under concurrent requests. */
export async function lockUser(db: DbOrTx, userId: string) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

// clock_timestamp(), not now(): taken after the user lock, so the row just registered is the newest one.

/** Saves or refreshes the caller's device token; false when the token belongs to another account. */
export async function upsertOwnDevice(db: DbOrTx, userId: string, token: string, platform: string): Promise<boolean> {
  const rows = await db
    .insert(pushDevices)
    .values({ userId, token, platform, updatedAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: pushDevices.token,
      set: { platform, updatedAt: sql`clock_timestamp()` },
      setWhere: eq(pushDevices.userId, userId),
    })
    .returning({ id: pushDevices.id });
  return rows.length > 0;
}

/** Keeps the user's `keep` most recently registered device tokens. */
export async function trimDevices(db: DbOrTx, userId: string, keep: number) {
  const newest = db
    .select({ id: pushDevices.id })
    .from(pushDevices)
    .where(eq(pushDevices.userId, userId))
    .orderBy(desc(pushDevices.updatedAt), desc(pushDevices.id))
    .limit(keep);
  await db.delete(pushDevices).where(and(eq(pushDevices.userId, userId), notInArray(pushDevices.id, newest)));
}

export async function deleteDevices(db: DbOrTx, userId: string, token?: string): Promise<number> {
  const rows = await db
    .delete(pushDevices)
    .where(and(eq(pushDevices.userId, userId), token ? eq(pushDevices.token, token) : undefined))
    .returning({ id: pushDevices.id });
  return rows.length;
}

/** Saves or refreshes the caller's subscription; false when the endpoint belongs to another account. */
export async function upsertOwnWebPush(db: DbOrTx, userId: string, s: { endpoint: string; p256dh: string; auth: string }): Promise<boolean> {
  const rows = await db
    .insert(webPushSubscriptions)
    .values({ userId, ...s, updatedAt: sql`clock_timestamp()` })
    .onConflictDoUpdate({
      target: webPushSubscriptions.endpoint,
      set: { p256dh: s.p256dh, auth: s.auth, updatedAt: sql`clock_timestamp()` },
      setWhere: eq(webPushSubscriptions.userId, userId),
    })
    .returning({ id: webPushSubscriptions.id });
  return rows.length > 0;
}

/** Keeps the user's `keep` most recently registered browser subscriptions. */
export async function trimWebPush(db: DbOrTx, userId: string, keep: number) {
  const newest = db
    .select({ id: webPushSubscriptions.id })
    .from(webPushSubscriptions)
    .where(eq(webPushSubscriptions.userId, userId))
    .orderBy(desc(webPushSubscriptions.updatedAt), desc(webPushSubscriptions.id))
    .limit(keep);
  await db.delete(webPushSubscriptions).where(and(eq(webPushSubscriptions.userId, userId), notInArray(webPushSubscriptions.id, newest)));
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

/** The user's `perKind` most recently registered devices and subscriptions. */
export async function pushTargetsOf(db: DbOrTx, userId: string, perKind: number) {
  const [devices, subscriptions] = await Promise.all([
    db
      .select({ id: pushDevices.id, token: pushDevices.token })
      .from(pushDevices)
      .where(eq(pushDevices.userId, userId))
      .orderBy(desc(pushDevices.updatedAt), desc(pushDevices.id))
      .limit(perKind),
    db
      .select({
        id: webPushSubscriptions.id,
        endpoint: webPushSubscriptions.endpoint,
        p256dh: webPushSubscriptions.p256dh,
        auth: webPushSubscriptions.auth,
        dnsFailures: webPushSubscriptions.dnsFailures,
      })
      .from(webPushSubscriptions)
      .where(eq(webPushSubscriptions.userId, userId))
      .orderBy(desc(webPushSubscriptions.updatedAt), desc(webPushSubscriptions.id))
      .limit(perKind),
  ]);
  return { devices, subscriptions };
}

export async function deleteDeviceById(db: DbOrTx, id: string) {
  await db.delete(pushDevices).where(eq(pushDevices.id, id));
}

export async function deleteWebPushById(db: DbOrTx, id: string) {
  await db.delete(webPushSubscriptions).where(eq(webPushSubscriptions.id, id));
}

/** One more delivery in a row whose host did not exist; the count after it. The row's place in the newest-first order stays. */
export async function countDnsFailure(db: DbOrTx, id: string): Promise<number> {
  const rows = await db
    .update(webPushSubscriptions)
    .set({ dnsFailures: sql`${webPushSubscriptions.dnsFailures} + 1`, updatedAt: sql`${webPushSubscriptions.updatedAt}` })
    .where(eq(webPushSubscriptions.id, id))
    .returning({ dnsFailures: webPushSubscriptions.dnsFailures });
  return rows[0]?.dnsFailures ?? 0;
}

/** The host answered again: the count of failures in a row starts over. */
export async function clearDnsFailures(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(webPushSubscriptions)
    .set({ dnsFailures: 0, updatedAt: sql`${webPushSubscriptions.updatedAt}` })
    .where(and(eq(webPushSubscriptions.id, id), gt(webPushSubscriptions.dnsFailures, 0)));
}
