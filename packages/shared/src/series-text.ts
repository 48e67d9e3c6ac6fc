/** The line of a card that stands for a whole series (issue 26): "Weekly · 5 more dates". */
export function seriesLine(recurringType: 'weekly' | 'monthly' | null | undefined, moreDates: number): string {
  const every = recurringType === 'monthly' ? 'Monthly' : recurringType === 'weekly' ? 'Weekly' : 'Repeats';
  return `${every} · ${moreDates} more ${moreDates === 1 ? 'date' : 'dates'}`;
}
