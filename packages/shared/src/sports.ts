/** The sports list of spec §3, with emojis. Values are stored lowercase. */
export const SPORTS = [
  { value: 'baseball', label: 'Baseball', emoji: '⚾' },
  { value: 'basketball', label: 'Basketball', emoji: '🏀' },
  { value: 'bowling', label: 'Bowling', emoji: '🎳' },
  { value: 'boxing', label: 'Boxing', emoji: '🥊' },
  { value: 'cricket', label: 'Cricket', emoji: '🏏' },
  { value: 'cycling', label: 'Cycling', emoji: '🚴' },
  { value: 'football', label: 'Football', emoji: '🏈' },
  { value: 'pickleball', label: 'Pickleball', emoji: '🏓' },
  { value: 'running', label: 'Running', emoji: '🏃' },
  { value: 'soccer', label: 'Soccer', emoji: '⚽' },
  { value: 'swimming', label: 'Swimming', emoji: '🏊' },
  { value: 'tennis', label: 'Tennis', emoji: '🎾' },
  { value: 'volleyball', label: 'Volleyball', emoji: '🏐' },
  { value: 'yoga', label: 'Yoga', emoji: '🧘' },
] as const;

export type Sport = (typeof SPORTS)[number]['value'];
export const SPORT_VALUES = SPORTS.map((s) => s.value) as [Sport, ...Sport[]];

/** The running figure is the fallback emoji (spec §3). */
export const FALLBACK_SPORT_EMOJI = '🏃';

export function sportEmoji(sport: string | null | undefined): string {
  const found = SPORTS.find((s) => s.value === sport?.toLowerCase());
  return found?.emoji ?? FALLBACK_SPORT_EMOJI;
}

export function sportLabel(sport: string | null | undefined): string {
  const found = SPORTS.find((s) => s.value === sport?.toLowerCase());
  if (found) return found.label;
  if (!sport) return 'Sport';
  return sport.charAt(0).toUpperCase() + sport.slice(1);
}

export const SKILL_LEVELS = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
  { value: 'any', label: 'Any Level' },
] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number]['value'];
export const SKILL_LEVEL_VALUES = SKILL_LEVELS.map((s) => s.value) as [SkillLevel, ...SkillLevel[]];

export const EVENT_TYPES = [
  { value: 'game', label: 'Game to Play' },
  { value: 'event', label: 'Event to Attend' },
] as const;
export const RECURRING_TYPES = ['weekly', 'monthly'] as const;
export const WEEK_DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
