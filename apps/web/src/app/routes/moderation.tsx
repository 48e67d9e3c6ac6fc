import { ModerationScreen } from '@/features/moderation';
import { MODERATION } from '@kickoff/shared';
import { useDocumentTitle } from '@/lib/document-title';

/** /moderation (issue 34): the moderators' console; anyone else is sent home as from an unknown path. */
export function Component() {
  useDocumentTitle(MODERATION.labels.consoleTitle);
  return <ModerationScreen />;
}
