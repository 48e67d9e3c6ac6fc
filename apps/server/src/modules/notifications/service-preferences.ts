/** Notification preferences (issue 15): read and change one's own, and the one-click unsubscribe of an email. */
import { NOTIFICATION_PREFERENCE_TEXTS, type NotificationKind, type NotificationPreferences, type UpdateNotificationPreferencesInput } from '@kickoff/shared';
import type { Database } from '@kickoff/db';
import { badRequest, notFound } from '../../lib/errors';
import type { SignedInContext } from '../../lib/context';
import { allChannels, canEmail } from './preferences';
import * as prefs from './repository-preferences';
import { updateSettings } from './service';
import { readUnsubscribeToken } from './unsubscribe-token';

export type PreferencesContext = Pick<SignedInContext, 'db' | 'user'> & { mailEnabled: boolean };

export async function getPreferences(ctx: PreferencesContext): Promise<NotificationPreferences> {
  const rows = await prefs.preferenceRowsOf(ctx.db, ctx.user.id);
  const state = await prefs.emailStateOf(ctx.db, ctx.user.id);
  if (!state) throw notFound('User not found');
  return {
    kinds: allChannels(rows),
    reminderHours: state.reminderHours,
    email: { address: canEmail(state) ? state.email : null, pending: Boolean(state.pending), mailEnabled: ctx.mailEnabled },
  };
}

/** Changes the channels named (the rest stay) and the reminder's hours (pending reminders move with them). */
export async function updatePreferences(ctx: PreferencesContext, input: UpdateNotificationPreferencesInput): Promise<NotificationPreferences> {
  if (input.kinds) await prefs.updatePreferences(ctx.db, ctx.user.id, input.kinds);
  if (input.reminderHours !== undefined) await updateSettings(ctx, input.reminderHours);
  return getPreferences(ctx);
}

/** An unsubscribe link's person and kind, and the person's language setting (the pages' words follow it). */
export interface UnsubscribeTarget {
  userId: string;
  kind: NotificationKind;
  language: string | null;
}

/** The person and kind of a valid unsubscribe token, or a 400 (forged, altered, or its account is gone). */
export async function unsubscribeTarget(db: Database, secret: string, token: string): Promise<UnsubscribeTarget> {
  const found = readUnsubscribeToken(secret, token);
  const user = found ? await prefs.findUserLanguage(db, found.userId) : undefined;
  if (!found || !user) throw badRequest(NOTIFICATION_PREFERENCE_TEXTS.unsubscribeInvalid);
  return { ...found, language: user.language };
}

/** One-click unsubscribe: the token's kind stops coming by email for the token's person; nothing else changes. */
export async function unsubscribe(db: Database, secret: string, token: string): Promise<UnsubscribeTarget> {
  const target = await unsubscribeTarget(db, secret, token);
  await prefs.updatePreferences(db, target.userId, { [target.kind]: { email: false } });
  return target;
}
