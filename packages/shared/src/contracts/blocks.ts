/**
 * Blocking a person anywhere (issue 34, point 2): `POST /api/user/blocks`, `DELETE /api/user/blocks/{userId}`, and the
 * blocker's list `GET /api/user/blocks` (newest first, cursor pages).
 */
import { z } from 'zod';
import { pageOf } from './common';

export const blockUserInputSchema = z.object({ userId: z.string().trim().min(1).max(64) });
export type BlockUserInput = z.input<typeof blockUserInputSchema>;

export const blockedUserParamSchema = z.object({ userId: z.string().min(1).max(64) });

export const blockedPersonSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  blockedAt: z.string(),
});
export type BlockedPerson = z.infer<typeof blockedPersonSchema>;
export const blockedPersonPageSchema = pageOf(blockedPersonSchema);
export type BlockedPersonPage = z.infer<typeof blockedPersonPageSchema>;
