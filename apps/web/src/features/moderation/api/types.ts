/** The console's shapes: the shared contracts (packages/shared/src/contracts/moderation.ts). */
export type { DeletionRequestItem, ModerationActionInput, ModerationActionRecord, ModerationCase } from '@kickoff/shared';
