/**
 * Balanced teams (issue 14): hosts split the registered players (guests included, as "Guest of <name>") into 2-8
 * teams, adjust, name and colour them, then publish; participants then see their team.
 */
import { z } from 'zod';
import { PLAYER_LEVEL_VALUES } from '../player-levels';
import { TEAM_COLOUR_VALUES, TEAMS } from './teams-texts';

/** POST /api/events/{id}/teams/balance: a new draft (Reshuffle sends another seed). */
export const balanceTeamsInputSchema = z.object({
  teamCount: z.number({ error: TEAMS.messages.teamCount }).int(TEAMS.messages.teamCount).min(TEAMS.min, TEAMS.messages.teamCount).max(TEAMS.max, TEAMS.messages.teamCount),
  keepPartiesTogether: z.boolean().default(true),
  seed: z.number().int().min(0).max(2 ** 31 - 1).default(1),
});
export type BalanceTeamsInput = z.input<typeof balanceTeamsInputSchema>;

const teamPlayerRefSchema = z.object({ participantId: z.string().min(1).max(64), guest: z.number().int().min(0).max(10) });

/** PUT /api/events/{id}/teams: the hosts' adjusted teams, kept as a draft or published. */
export const saveTeamsInputSchema = z.object({
  teams: z
    .array(
      z.object({
        name: z.string().trim().min(1, TEAMS.messages.nameRequired).max(TEAMS.nameMaxLength, TEAMS.messages.nameTooLong),
        colour: z.enum(TEAM_COLOUR_VALUES, { error: TEAMS.messages.colour }),
        players: z.array(teamPlayerRefSchema).max(200),
      }),
    )
    .min(TEAMS.min, TEAMS.messages.teamCount)
    .max(TEAMS.max, TEAMS.messages.teamCount),
  publish: z.boolean().default(false),
  seed: z.number().int().min(0).max(2 ** 31 - 1).default(1),
});
export type SaveTeamsInput = z.input<typeof saveTeamsInputSchema>;

export const teamPlayerSchema = teamPlayerRefSchema.extend({
  userId: z.string(),
  /** "Ana Early", or "Guest of Ana Early". */
  name: z.string(),
  /** The player's own level in the event's sport: hosts only (null for everyone else, and when unknown). */
  level: z.enum(PLAYER_LEVEL_VALUES).nullable(),
  /** Level-points used for balancing (the event's level when the player's own is unknown): hosts only, else null. */
  points: z.number().nullable(),
});
export type TeamPlayer = z.infer<typeof teamPlayerSchema>;

/** GET /api/events/{id}/teams: published teams for participants; hosts also see their draft. Null when none. */
export const eventTeamsSchema = z
  .object({
    published: z.boolean(),
    publishedAt: z.string().nullable(),
    seed: z.number(),
    /** `skillTotal`: the team's level-points, hosts only (null for everyone else). */
    teams: z.array(z.object({ name: z.string(), colour: z.string(), players: z.array(teamPlayerSchema), skillTotal: z.number().nullable() })),
    /** Registered players in no team (joined after the split). */
    unassigned: z.array(teamPlayerSchema),
  })
  .nullable();
export type EventTeams = z.infer<typeof eventTeamsSchema>;

/** GET/PUT /api/user/sport-skills: the member's own level per sport. */
export const sportSkillsSchema = z.object({
  skills: z.array(z.object({ sportType: z.string().trim().toLowerCase().min(1).max(40), level: z.enum(PLAYER_LEVEL_VALUES) })).max(30),
});
export type SportSkills = z.infer<typeof sportSkillsSchema>;
