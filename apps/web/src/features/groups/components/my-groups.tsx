/** The role's own groups: 'My Groups' (created, manage mode) or 'My Joined Groups' (spec §2 groups list). */
import { Link } from 'react-router';
import { Plus, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCreatedGroups } from '../api/get-created-groups';
import { useJoinedGroups } from '../api/get-joined-groups';
import { GroupCard, GroupGrid, GroupGridSkeleton } from './group-card';
import { EmptyState, ErrorState } from './empty-state';

export function CreatedGroupsList() {
  const groups = useCreatedGroups();
  if (groups.isPending) return <GroupGridSkeleton count={3} label="Loading your groups" />;
  if (groups.isError) return <ErrorState title="Couldn't load your groups" error={groups.error} onRetry={() => void groups.refetch()} />;
  if (groups.data.length === 0)
    return (
      <EmptyState
        icon="🏟️"
        title="No groups yet"
        description="Start a community for the sport you love. Members can join, chat and sign up for your events."
        action={
          <Button asChild>
            <Link to={paths.createGroup}>
              <Plus aria-hidden="true" /> Create Group
            </Link>
          </Button>
        }
      />
    );
  return (
    <GroupGrid>
      {groups.data.map((group) => (
        <GroupCard key={group.id} group={group} showManage />
      ))}
    </GroupGrid>
  );
}

export function JoinedGroupsList({ onDiscover }: { onDiscover(): void }) {
  const groups = useJoinedGroups();
  if (groups.isPending) return <GroupGridSkeleton count={3} label="Loading your groups" />;
  if (groups.isError) return <ErrorState title="Couldn't load your groups" error={groups.error} onRetry={() => void groups.refetch()} />;
  if (groups.data.length === 0)
    return (
      <EmptyState
        icon="🤝"
        title="No joined groups"
        description="Find a crew near you: browse groups by sport and join the ones you like."
        action={
          <Button onClick={onDiscover}>
            <Search aria-hidden="true" /> Discover Groups
          </Button>
        }
      />
    );
  return (
    <GroupGrid>
      {groups.data.map((group) => (
        <GroupCard key={group.id} group={{ ...group, membershipStatus: group.membershipStatus ?? 'active' }} showJoin />
      ))}
    </GroupGrid>
  );
}
