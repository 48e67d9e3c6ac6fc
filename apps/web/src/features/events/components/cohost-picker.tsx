import { Avatar, AvatarFallback, AvatarImage, initialsOf } from '@/components/ui/avatar';
import { Skeleton } from '@/components/ui/skeleton';
import { useCohostCandidates } from '../api/get-cohost-candidates';
import { personName } from './format';

/** Co-hosts come from the chosen group's active members (spec §5, rulings §6); the list scrolls at 12rem. */
export function CoHostPicker({
  groupId,
  organizerId,
  value,
  onChange,
}: {
  groupId: string;
  organizerId?: string;
  value: string[];
  onChange(next: string[]): void;
}) {
  const members = useCohostCandidates(groupId);
  const choices = (members.data ?? []).filter((m) => (m.status ?? 'active') === 'active' && m.userId !== organizerId);
  const toggle = (userId: string, on: boolean) => onChange(on ? [...value, userId] : value.filter((v) => v !== userId));

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Co-hosts (optional)</legend>
      <p className="-mt-1 text-xs text-muted-foreground">Co-hosts help manage participants. Choose from the group's members.</p>
      <div className="max-h-[12rem] overflow-y-auto rounded-md border" data-testid="cohost-list">
        {members.isLoading ? (
          <div className="grid gap-2 p-3" aria-label="Loading members">
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
        ) : members.isError ? (
          <p role="alert" className="p-3 text-sm text-destructive">
            Error loading members: {members.error instanceof Error ? members.error.message : String(members.error)}
          </p>
        ) : choices.length === 0 ? (
          <p className="p-3 text-sm text-muted-foreground">No members found in this group</p>
        ) : (
          <ul className="divide-y">
            {choices.map((m) => {
              const name = personName(m.user);
              const checked = value.includes(m.userId);
              return (
                <li key={m.userId}>
                  <label className="flex min-h-12 cursor-pointer items-center gap-3 px-3 py-2 hover:bg-secondary">
                    <input
                      type="checkbox"
                      className="size-4 accent-[var(--primary)]"
                      checked={checked}
                      onChange={(e) => toggle(m.userId, e.target.checked)}
                    />
                    <Avatar className="size-8">
                      {m.user.profileImageUrl ? <AvatarImage src={m.user.profileImageUrl} alt="" /> : null}
                      <AvatarFallback className="text-xs">{initialsOf(name) || '?'}</AvatarFallback>
                    </Avatar>
                    <span className="text-sm">{name}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
