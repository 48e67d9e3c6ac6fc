/**
 * Groups (communities): the group, its memberships, block records, discussion posts and followers.
 * `member_count` is a counter of active members kept by the groups repository under a row lock on the group,
 * so Discover can sort by popularity from an index.
 */
import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { GROUP_MEMBER_ROLES, GROUP_MEMBER_STATUSES } from '@kickoff/shared';
import { createdAt, updatedAt } from './columns';
import { users } from './auth';
import { placeCell, placeChecks, placeColumns, placeIndex } from './places';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const newId = () => crypto.randomUUID();


export const groups = pgTable(
  'groups',
  {
    id: text().primaryKey().$defaultFn(newId),
    name: text().notNull(),
    description: text(),
    sportType: text().notNull(),
    location: text(),
    ...placeColumns(),
    /** The grid cell of the place (schema/places.ts), kept by the database: groups near me, newest first (issue 35). */
    cell: placeCell(),
    isPrivate: boolean().notNull().default(false),
    imageUrl: text(),
    creatorId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberCount: integer().notNull().default(0),
    /**
     * Game day (issue 14): members with this many no-shows or more in the last 90 days join the group's events on the
     * waitlist (hosts can still activate them); null: no rule.
     */
    noShowLimit: integer(),
    /** Free-text search of Discover (name, sport, location, description), served by a GIN index. */
    searchVector: tsvector().generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(sport_type, '') || ' ' || coalesce(location, '') || ' ' || coalesce(description, ''))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('groups_sport_type_lowercase_ck', sql`${t.sportType} = lower(${t.sportType}) and ${t.sportType} <> ''`),
    check('groups_name_not_blank_ck', sql`btrim(${t.name}) <> ''`),
    check('groups_member_count_ck', sql`${t.memberCount} >= 0`),
    check('groups_no_show_limit_ck', sql`${t.noShowLimit} is null or ${t.noShowLimit} between 1 and 20`),
    // Discover (newest first), by sport, featured (most members), the creator's own list, free text.
    index('groups_created_at_idx').on(t.createdAt, t.id),
    index('groups_sport_created_at_idx').on(t.sportType, t.createdAt, t.id),
    index('groups_member_count_idx').on(t.memberCount, t.id),
    index('groups_creator_created_at_idx').on(t.creatorId, t.createdAt, t.id),
    index('groups_search_idx').using('gin', t.searchVector),
    ...placeChecks('groups', t),
    placeIndex('groups_earth_idx', t),
    // Groups near me, newest first (issue 35): per covering cell, the first page in that order.
    index('groups_cell_created_at_idx').on(t.cell, t.createdAt, t.id),
  ],
);

export const groupMembers = pgTable(
  'group_members',
  {
    id: text().primaryKey().$defaultFn(newId),
    groupId: text()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text({ enum: GROUP_MEMBER_ROLES }).notNull().default('member'),
    status: text({ enum: GROUP_MEMBER_STATUSES }).notNull().default('active'),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** What a person asking to join a private group told its creator (issue 26), at most 300 characters. */
    joinMessage: text(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('group_members_group_user_uq').on(t.groupId, t.userId),
    check('group_members_join_message_ck', sql`char_length(${t.joinMessage}) <= 300`),
    check('group_members_role_ck', sql`${t.role} in ('admin', 'organizer', 'member')`),
    check('group_members_status_ck', sql`${t.status} in ('active', 'waiting', 'blocked')`),
    // Member lists of a group by status (manage tabs, members screen, counts).
    index('group_members_group_status_joined_idx').on(t.groupId, t.status, t.joinedAt, t.id),
    // A user's joined groups.
    index('group_members_user_status_joined_idx').on(t.userId, t.status, t.joinedAt),
  ],
);

export const groupBlocks = pgTable(
  'group_blocks',
  {
    id: text().primaryKey().$defaultFn(newId),
    groupId: text()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    blockedUserId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedById: text().references(() => users.id, { onDelete: 'set null' }),
    reason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('group_blocks_group_user_uq').on(t.groupId, t.blockedUserId),
    index('group_blocks_group_created_idx').on(t.groupId, t.createdAt, t.id),
    index('group_blocks_user_idx').on(t.blockedUserId),
  ],
);

export const groupPosts = pgTable(
  'group_posts',
  {
    id: text().primaryKey().$defaultFn(newId),
    groupId: text()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    authorId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    createdAt: createdAt(),
    /** Set when the author edits the post (shown as "edited"). */
    editedAt: timestamp({ withTimezone: true }),
    /** Hidden by a moderator (issue 34): others see a placeholder, the author the reason. Both or neither. */
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenReason: text(),
  },
  (t) => [
    check('group_posts_content_ck', sql`btrim(${t.content}) <> '' and char_length(${t.content}) <= 5000`),
    check('group_posts_hidden_ck', sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
    index('group_posts_group_created_idx').on(t.groupId, t.createdAt, t.id),
    index('group_posts_author_idx').on(t.authorId),
  ],
);

export const groupFollows = pgTable(
  'group_follows',
  {
    groupId: text()
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'group_follows_pk', columns: [t.groupId, t.userId] }), index('group_follows_user_idx').on(t.userId)],
);

export const groupsRelations = relations(groups, ({ one, many }) => ({
  creator: one(users, { fields: [groups.creatorId], references: [users.id] }),
  members: many(groupMembers),
  blocks: many(groupBlocks),
  posts: many(groupPosts),
  follows: many(groupFollows),
}));

export const groupMembersRelations = relations(groupMembers, ({ one }) => ({
  group: one(groups, { fields: [groupMembers.groupId], references: [groups.id] }),
  user: one(users, { fields: [groupMembers.userId], references: [users.id] }),
}));

export const groupBlocksRelations = relations(groupBlocks, ({ one }) => ({
  group: one(groups, { fields: [groupBlocks.groupId], references: [groups.id] }),
  blockedUser: one(users, { fields: [groupBlocks.blockedUserId], references: [users.id] }),
}));

export const groupPostsRelations = relations(groupPosts, ({ one }) => ({
  group: one(groups, { fields: [groupPosts.groupId], references: [groups.id] }),
  author: one(users, { fields: [groupPosts.authorId], references: [users.id] }),
}));

export const groupFollowsRelations = relations(groupFollows, ({ one }) => ({
  group: one(groups, { fields: [groupFollows.groupId], references: [groups.id] }),
  user: one(users, { fields: [groupFollows.userId], references: [users.id] }),
}));
