/**
 * The game just joined (issue 26, "After join"): remembered on this device for the person who joined, so the
 * dashboard the join redirects to can open with it; forgotten when dismissed or once the game is over.
 */
const KEY = 'kickoff.justJoined';

interface JustJoined {
  eventId: string;
  userId: string;
}

function read(): JustJoined | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<JustJoined> | null;
    return value && typeof value.eventId === 'string' && typeof value.userId === 'string' ? { eventId: value.eventId, userId: value.userId } : null;
  } catch {
    return null;
  }
}

export function rememberJustJoined(eventId: string, userId: string) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ eventId, userId }));
  } catch {
    // Private mode without storage: the dashboard simply opens without the card.
  }
}

/** The event this user just joined on this device, if any. */
export function justJoinedEventId(userId: string | undefined): string | null {
  const value = read();
  return value && userId && value.userId === userId ? value.eventId : null;
}

export function forgetJustJoined() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
