/**
 * Group invitations (issue 18): invite links the creator shares (revocable, optional expiry and use limit) and
 * personal invitations ("add by email") the invitee accepts or declines. Uses of a link are counted by one
 * conditional update, so a limit is never exceeded under concurrent joins.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { INVITATION_STATUSES, INVITE_LINK_JOIN_MODES } from '@kickoff/shared';
import { createdAt, updatedAt } from './columns';
import { users } from './auth';
import { groups } from './groups';

const newId = () => crypto.randomUUID();

export const groupInviteLinks = pgTable(
  'group_invite_links',
  {
    id: text().primaryKey().$defaultFn(newId),
    groupId: text()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** The secret of the link (random, 32 base64url characters); shown to the creator, who may copy it again. */
    token: text().notNull(),
    createdById: text().references(() => users.id, { onDelete: 'set null' }),
    /** Private groups: `request` (waiting list) or `join` (active at once). Public groups always join. */
    joinMode: text({ enum: INVITE_LINK_JOIN_MODES }).notNull().default('request'),
    expiresAt: timestamp({ withTimezone: true }),
    maxUses: integer(),
    useCount: integer().notNull().default(0),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('group_invite_links_token_uq').on(t.token),
    // The creator's list of a group's links, newest first.
    index('group_invite_links_group_created_idx').on(t.groupId, t.createdAt, t.id),
    check('group_invite_links_join_mode_ck', sql`${t.joinMode} in ('request', 'join')`),
    check('group_invite_links_uses_ck', sql`${t.useCount} >= 0 and (${t.maxUses} is null or (${t.maxUses} > 0 and ${t.useCount} <= ${t.maxUses}))`),
  ],
);

export const groupInvitations = pgTable(
  'group_invitations',
  {
    id: text().primaryKey().$defaultFn(newId),
    groupId: text()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    inviteeId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedById: text().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: INVITATION_STATUSES }).notNull().default('pending'),
    answeredAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('group_invitations_status_ck', sql`${t.status} in ('pending', 'accepted', 'declined')`),
    // One pending invitation per person and group; answered ones stay as history.
    uniqueIndex('group_invitations_pending_uq').on(t.groupId, t.inviteeId).where(sql`${t.status} = 'pending'`),
    // The invitee's pending invitations, newest first.
    index('group_invitations_invitee_status_created_idx').on(t.inviteeId, t.status, t.createdAt, t.id),
    // The creator's list of a group's pending invitations, newest first.
    index('group_invitations_group_pending_created_idx').on(t.groupId, t.createdAt, t.id).where(sql`${t.status} = 'pending'`),
    // A deleted inviter's invitations (set null).
    index('group_invitations_invited_by_idx').on(t.invitedById),
  ],
);
