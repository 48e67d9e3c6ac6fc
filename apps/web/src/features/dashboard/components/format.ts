/** Display helpers of the dashboards. */
/** The user's first name, or the fallback when missing or still the sign-up placeholder "User" (rulings §2). */
export function nameOr(user: { firstName?: string | null; lastName?: string | null } | null | undefined, fallback: string): string {
  const first = user?.firstName?.trim() ?? '';
  const last = user?.lastName?.trim() ?? '';
  if (!first || (first === 'User' && !last)) return fallback;
  return first;
}
