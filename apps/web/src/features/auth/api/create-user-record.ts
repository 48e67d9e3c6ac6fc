/** POST /api/user/create (spec §7): on a non-OK answer it only logs and continues. */
export async function createUserRecord(
  token: string,
  payload: { id: string; email: string | null; phoneNumber: string; firstName?: string; lastName?: string; rolePreference?: 'member' | 'organizer' },
): Promise<void> {
  try {
    const res = await fetch('/api/user/create', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ firstName: 'User', lastName: '', rolePreference: 'member', ...payload }),
      credentials: 'include',
    });
    if (!res.ok) console.warn('user record not created', res.status, await res.text());
  } catch (error) {
    console.warn('user record not created', error);
  }
}
