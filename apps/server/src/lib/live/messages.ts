/**
 * Live messages as they travel between server processes: the wire `LiveMessage` of @kickoff/shared, except that a
 * user's own topic is `user:<id>` (each stream shows it to its user as `me`) and `members: true` marks what only a
 * group's active members may read (its discussion). Counters (`counts`, `members`) may be published without their
 * numbers: the bus reads them after the commit (live-repository.ts), so every writer stays one line.
 */
export interface LiveEnvelope {
  topic: string;
  kind: string;
  /** Only for subscribers allowed to read the group's discussion. */
  members?: true;
  [field: string]: unknown;
}

export const userTopic = (userId: string) => `user:${userId}`;
export const eventTopic = (eventId: string) => `event:${eventId}`;
export const groupTopic = (groupId: string) => `group:${groupId}`;
