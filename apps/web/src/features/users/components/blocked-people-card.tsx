/**
 * The profile's "Blocked people" card (issue 34): everyone the member blocked, newest first, each with Unblock. A
 * self-contained lazy card: the profile page only places it.
 */
import { Ban } from 'lucide-react';
import { MESSAGES, type BlockedPerson } from '@kickoff/shared';
import { Avatar, AvatarFallback, AvatarImage, initialsOf } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorToast, toast } from '@/components/ui/use-toast';
import { useBlockedPeople, useUnblockPerson } from '@/lib/blocks';
import { m, t } from '@/lib/i18n';

const M = MESSAGES.block;

export default function BlockedPeopleCard() {
  const blocked = useBlockedPeople();
  const people = blocked.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card className="mt-6" role="region" aria-labelledby="blocked-people-title">
      <CardHeader>
        <CardTitle id="blocked-people-title" className="flex items-center gap-2">
          <Ban className="size-5" aria-hidden="true" /> {m(M.listTitle)}
        </CardTitle>
        <CardDescription>{m(M.listHint)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {blocked.isPending ? (
          <div role="status" aria-label={t('Loading blocked people')} className="grid gap-2">
            <Skeleton className="h-10" />
          </div>
        ) : blocked.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('Could not load the people you blocked.')}{' '}
            <button type="button" className="underline" onClick={() => void blocked.refetch()}>
              {t('Try again')}
            </button>
          </p>
        ) : people.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m(M.listEmpty)}</p>
        ) : (
          <ul className="grid gap-2" aria-label={m(M.listTitle)}>
            {people.map((person) => (
              <BlockedRow key={person.userId} person={person} />
            ))}
          </ul>
        )}
        <LoadMoreButton query={blocked} className="justify-self-start" />
      </CardContent>
    </Card>
  );
}

function BlockedRow({ person }: { person: BlockedPerson }) {
  const unblock = useUnblockPerson();
  const name = `${person.firstName} ${person.lastName}`.trim() || t('Member');
  return (
    <li className="flex items-center gap-3 rounded-md border p-2">
      <Avatar className="size-9">
        {person.profileImageUrl ? <AvatarImage src={person.profileImageUrl} alt="" /> : null}
        <AvatarFallback className="text-xs">{initialsOf(name) || '?'}</AvatarFallback>
      </Avatar>
      <span className="min-w-0 flex-1 truncate text-sm font-medium">{name}</span>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={unblock.isPending}
        onClick={() =>
          unblock.mutate(person.userId, {
            onSuccess: () => toast({ title: M.unblocked, description: name }),
            onError: (error) => errorToast(error, M.failed),
          })
        }
      >
        {unblock.isPending ? t('Unblocking...') : m(M.unblock)}
        <span className="sr-only"> {name}</span>
      </Button>
    </li>
  );
}
