import { Avatar, AvatarFallback, AvatarImage, initialsOf } from '@/components/ui/avatar';
import { cn } from '@/lib/utils';
import { personName } from './format';

export function MemberAvatar({
  person,
  className,
}: {
  person: { firstName?: string | null; lastName?: string | null; profileImageUrl?: string | null } | null | undefined;
  className?: string;
}) {
  const name = personName(person) ?? 'Member';
  return (
    <Avatar className={cn('size-10', className)}>
      {person?.profileImageUrl ? <AvatarImage src={person.profileImageUrl} alt="" loading="lazy" /> : null}
      <AvatarFallback className="text-sm">{initialsOf(name) || '?'}</AvatarFallback>
    </Avatar>
  );
}
