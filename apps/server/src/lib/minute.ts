/** An instant's start of minute: Discover reads `from` to the minute, and the micro-cache keys it so (issue 35). */
export function floorToMinute(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 60_000) * 60_000);
}
