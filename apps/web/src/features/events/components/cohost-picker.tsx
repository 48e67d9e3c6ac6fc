/**
 * Co-hosts come from the chosen group's active members (spec §5, rulings §6). Every active member can be found: a
 * name search (the start of a first, last or full name) and "Load more" over the pages. The chosen co-hosts stay in
 * view above the search whatever it shows; the list scrolls at 12rem (spec §2).
 */
import { t } from '@/lib/i18n';
import * as React from 'react';
import { X } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage, initialsOf } from '@/components/ui/avatar';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { useDebounced } from '@/lib/use-debounced';
import { useCohostCandidates } from '../api/get-cohost-candidates';
import type { CoHost, CohostCandidate } from '../api/types';
import { personName } from './format';

type Person = Pick<CoHost, 'firstName' | 'lastName' | 'profileImageUrl'>;

const SEARCH_DELAY_MS = 300;

function PersonAvatar({ person, name, small }: { person: Person | undefined; name: string; small?: boolean }) {
  return (
    <Avatar className={small ? 'size-7' : 'size-8'} aria-hidden="true">
      {person?.profileImageUrl ? <AvatarImage src={person.profileImageUrl} alt="" /> : null}
      <AvatarFallback className={small ? 'text-[10px]' : 'text-xs'}>{initialsOf(name) || '?'}</AvatarFallback>
    </Avatar>
  );
}

export function CoHostPicker({
  groupId,
  organizerId,
  value,
  onChange,
  initialCoHosts = [],
}: {
  groupId: string;
  organizerId?: string;
  value: string[];
  onChange(next: string[]): void;
  /** The event's co-hosts as it names them (editing): shown while the search is elsewhere. */
  initialCoHosts?: CoHost[];
}) {
  const [text, setText] = React.useState('');
  const q = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const members = useCohostCandidates(groupId, q);
  // Who the chosen ids are, learnt when they were picked (or from the event): a search may no longer list them.
  const [known, setKnown] = React.useState(() => new Map<string, Person>(initialCoHosts.map((c) => [c.id, c])));
  const choices = (members.data?.pages.flatMap((p) => p.items) ?? []).filter(
    (m) => (m.status ?? 'active') === 'active' && m.userId !== organizerId,
  );
  const searching = members.isFetching && !members.isFetchingNextPage;

  const toggle = (member: CohostCandidate, on: boolean) => {
    if (on) setKnown((k) => new Map(k).set(member.userId, member.user));
    onChange(on ? [...value, member.userId] : value.filter((v) => v !== member.userId));
  };

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t('Co-hosts (optional)')}</legend>
      <p className="-mt-1 text-xs text-muted-foreground">{t("Co-hosts help manage participants. Choose from the group's members.")}</p>
      {value.length ? (
        <ul aria-label={t('Chosen co-hosts')} className="flex flex-wrap gap-2">
          {value.map((id) => {
            const person = known.get(id);
            const name = person ? personName(person) : t('Co-host');
            return (
              <li key={id}>
                <button
                  type="button"
                  aria-label={t('Remove co-host {name}', { name })}
                  onClick={() => onChange(value.filter((v) => v !== id))}
                  // The chip is 36 px; its hit area reaches 44 px.
                  className="relative inline-flex h-9 items-center gap-1.5 rounded-full border bg-brand-soft py-1 pl-1 pr-2.5 text-sm font-medium text-brand-strong outline-none after:absolute after:-inset-1 after:content-[''] hover:border-primary focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <PersonAvatar person={person} name={name} small />
                  <span className="max-w-48 truncate">{name}</span>
                  <X className="size-4" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <SearchInput
        aria-label={t("Search the group's members")}
        placeholder={t('Search members by name')}
        value={text}
        maxLength={100}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
        // Enter in the search box must not submit the event form.
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.preventDefault();
        }}
      />
      <div className="max-h-[12rem] overflow-y-auto rounded-md border" data-testid="cohost-list" aria-busy={searching || undefined}>
        {members.isPending ? (
          <div role="status" className="grid gap-2 p-3" aria-label={t('Loading members')}>
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
        ) : members.isError && !members.data ? (
          <p role="alert" className="p-3 text-sm text-destructive">
            Error loading members: {members.error instanceof Error ? members.error.message : String(members.error)}
          </p>
        ) : choices.length === 0 ? (
          <p className="p-3 text-sm text-muted-foreground">{q ? t('No members match "{query}"', { query: q }) : t('No members found in this group')}</p>
        ) : (
          <>
            <ul className="divide-y">
              {choices.map((m) => {
                const name = personName(m.user);
                return (
                  <li key={m.userId}>
                    <label className="flex min-h-12 cursor-pointer items-center gap-3 px-3 py-2 hover:bg-secondary">
                      <input
                        type="checkbox"
                        className="size-4 accent-[var(--primary)]"
                        checked={value.includes(m.userId)}
                        onChange={(e) => toggle(m, e.target.checked)}
                      />
                      <PersonAvatar person={m.user} name={name} />
                      <span className="min-w-0 wrap-anywhere text-sm">{name}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
            <div className="p-2 empty:hidden">
              <LoadMoreButton query={members} label={t('Load more members')} className="w-full" />
            </div>
          </>
        )}
      </div>
    </fieldset>
  );
}
