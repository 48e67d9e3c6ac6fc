/** Sign-out (issue 27): the saved private answers, their marks and the queued writes of this browser go. */
import { clearQueue } from './queue-engine';
import { clearSavedMarks } from './saved-copies';
import { clearSavedAnswers } from './service-worker';

export async function forgetOfflineData(): Promise<void> {
  clearSavedMarks();
  await Promise.all([clearSavedAnswers(), clearQueue()]);
}
