/**
 * Add by email (spec §2 members screen): search the whole address, then invite the user (issue 18: they accept or
 * decline; someone who asked to join is approved at once).
 */
import * as React from 'react';
import { Search, UserPlus } from 'lucide-react';
import { MESSAGES } from '@kickoff/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAddMember } from '../api/add-member';
import { useSearchUsers } from '../api/search-users';
import { personName } from './format';
import { MemberAvatar } from './member-avatar';
import { m, t } from '@/lib/i18n';

export function AddMemberForm({ groupId, memberIds }: { groupId: string; memberIds: ReadonlySet<string> }) {
  const [email, setEmail] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const search = useSearchUsers();
  const add = useAddMember(groupId);
  const [added, setAdded] = React.useState<ReadonlyMap<string, 'invited' | 'approved'>>(new Map());
  const id = `add-member-${groupId}`;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(m(MESSAGES.group.emailRequired));
      inputRef.current?.focus();
      return;
    }
    setError(null);
    search.mutate(email);
  };

  return (
    <div className="grid gap-4">
      <form onSubmit={submit} noValidate className="grid gap-2" role="search" aria-label={t('Find a user by email')}>
        <Label htmlFor={id}>{t('Email address')}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            ref={inputRef}
            id={id}
            type="email"
            inputMode="email"
            autoComplete="off"
            placeholder={t('player@example.com')}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (error) setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
          />
          <Button type="submit" variant="outline" disabled={search.isPending} className="sm:w-32">
            <Search aria-hidden="true" /> {search.isPending ? t('Searching...') : t('Search')}
          </Button>
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {t('Enter the full email address of someone who already has a Kickoff account. People are found by email once they have verified it; they get an invitation to accept.')}
          </p>
        )}
      </form>
      {search.data ? (
        search.data.length === 0 ? (
          <p role="status" className="rounded-md bg-secondary px-3 py-2 text-sm">
            {m(MESSAGES.group.userNotFound)}
          </p>
        ) : (
          <ul className="grid gap-2" aria-label={t('Search results')}>
            {search.data.map((user) => {
              const name = personName(user) ?? user.email;
              const isMember = memberIds.has(user.id) || added.get(user.id) === 'approved';
              const invited = added.get(user.id) === 'invited';
              return (
                <li key={user.id} className="flex flex-wrap items-center gap-3 rounded-lg border p-3">
                  <MemberAvatar person={user} />
                  <div className="grid min-w-0 flex-1">
                    <span className="truncate font-semibold">{name}</span>
                    <span className="truncate text-sm text-muted-foreground">{user.email}</span>
                  </div>
                  {isMember ? (
                    <span className="text-sm font-medium text-brand-strong">{t('Member')}</span>
                  ) : invited ? (
                    <span className="text-sm font-medium text-brand-strong">{t('Invited')}</span>
                  ) : (
                    <Button
                      onClick={() =>
                        add.mutate(user.email, { onSuccess: (result) => setAdded((prev) => new Map([...prev, [user.id, result.outcome]])) })
                      }
                      disabled={add.isPending}
                      aria-label={t('Invite {name}', { name })}
                    >
                      <UserPlus aria-hidden="true" /> {add.isPending ? t('Inviting...') : t('Invite')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )
      ) : null}
    </div>
  );
}
