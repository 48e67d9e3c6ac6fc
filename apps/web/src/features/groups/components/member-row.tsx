/** One member in the members and manage lists: avatar, name, email (creator only), joined date, badges, actions. */
import * as React from 'react';
import { formatDate, personName } from './format';
import { MemberAvatar } from './member-avatar';
import { RoleBadge } from './role-badges';
import type { MemberRole } from '../api/types';
import { t } from '@/lib/i18n';

export function MemberRow({
  person,
  role,
  meta,
  actions,
  note,
}: {
  person: { firstName: string; lastName: string; email: string | null; profileImageUrl: string | null };
  role?: MemberRole;
  meta?: React.ReactNode;
  note?: React.ReactNode;
  actions?: React.ReactNode;
}) {
  const name = personName(person) ?? t('Member');
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <MemberAvatar person={person} />
        <div className="grid min-w-0 gap-0.5">
          <p className="flex flex-wrap items-center gap-2">
            <span className="truncate font-semibold">{name}</span>
            {role ? <RoleBadge role={role} /> : null}
          </p>
          {person.email ? <p className="truncate text-sm text-muted-foreground">{person.email}</p> : null}
          {meta ? <p className="text-xs text-muted-foreground">{meta}</p> : null}
          {note}
        </div>
      </div>
      {actions ? <div className="flex flex-wrap gap-2 sm:flex-nowrap sm:justify-end">{actions}</div> : null}
    </li>
  );
}

export function joinedLabel(joinedAt: string) {
  return t('Joined {date}', { date: formatDate(joinedAt) });
}

export function MemberRowsSkeleton({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <ul role="status" aria-label={label} className="divide-y">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="flex items-center gap-3 py-4" aria-hidden="true">
          <div className="size-10 animate-pulse rounded-full bg-secondary" />
          <div className="grid flex-1 gap-2">
            <div className="h-4 w-40 animate-pulse rounded bg-secondary" />
            <div className="h-3 w-24 animate-pulse rounded bg-secondary" />
          </div>
          <div className="hidden h-11 w-28 animate-pulse rounded-md bg-secondary sm:block" />
        </li>
      ))}
    </ul>
  );
}
