/** The console's dates: "Sat, Nov 22, 2026 · 6:00 PM" in the moderator's zone. */
const dateFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

export function formatWhen(iso: string): string {
  const d = new Date(iso);
  return `${dateFormat.format(d)} · ${timeFormat.format(d)}`;
}
