/** A player's own level in a sport (issue 14), as level-points for balancing teams: beginner 1 .. expert 4. */
export const PLAYER_LEVELS = [
  { value: 'beginner', label: 'Beginner', points: 1 },
  { value: 'intermediate', label: 'Intermediate', points: 2 },
  { value: 'advanced', label: 'Advanced', points: 3 },
  { value: 'expert', label: 'Expert', points: 4 },
] as const;
export type PlayerLevel = (typeof PLAYER_LEVELS)[number]['value'];
export const PLAYER_LEVEL_VALUES = PLAYER_LEVELS.map((s) => s.value) as [PlayerLevel, ...PlayerLevel[]];
