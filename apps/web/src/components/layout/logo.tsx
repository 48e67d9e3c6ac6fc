import { Link } from 'react-router';
import { t } from '@/lib/i18n';

/**
 * Kickoff's mark as SVG (issue 19: the emoji logo showed a box where no emoji font exists and differed by platform):
 * a ball on the brand green, the same drawing as public/favicon.svg.
 */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--primary)" />
      <circle cx="32" cy="32" r="18" fill="#fff" />
      <path d="M32 25l6.7 4.8-2.6 7.9h-8.2l-2.6-7.9z" fill="var(--primary)" />
      <path
        d="M32 25V14M38.7 29.8l10.4-3.4M36.1 37.7l6.5 8.9M27.9 37.7l-6.5 8.9M25.3 29.8l-10.4-3.4"
        stroke="var(--primary)"
        strokeWidth="2.5"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="flex items-center gap-2 rounded-md text-lg font-extrabold tracking-tight text-foreground" aria-label={t('Kickoff home')}>
      <LogoMark className="size-9 shrink-0" />
      <span>Kickoff</span>
    </Link>
  );
}
