/** Who may block whom (issue 34): anyone signed in, anyone but themselves. */
import { MESSAGES } from '@kickoff/shared';
import { badRequest } from '../../lib/errors';

export function assertNotSelf(userId: string, targetId: string): void {
  if (userId === targetId) throw badRequest(MESSAGES.block.self, { userId: MESSAGES.block.self });
}
