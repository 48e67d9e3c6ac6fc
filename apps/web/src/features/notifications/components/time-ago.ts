/** "just now", "5m ago", "3h ago", "2d ago", then "Nov 22" (in the active language: "hace 5 min", "22 nov"). */
import { currentLanguage, t } from '@/lib/i18n';

export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 60) return t('just now');
  if (seconds < 3600) return t('{count}m ago', { count: Math.floor(seconds / 60) });
  if (seconds < 86_400) return t('{count}h ago', { count: Math.floor(seconds / 3600) });
  if (seconds < 7 * 86_400) return t('{count}d ago', { count: Math.floor(seconds / 86_400) });
  return new Intl.DateTimeFormat(currentLanguage() === 'es' ? 'es-US' : 'en-US', { month: 'short', day: 'numeric' }).format(new Date(iso));
}
