/** The role's own groups: 'My Groups' (created, manage mode) or 'My Joined Groups' (spec §2 groups list). */
import { Link } from 'react-router';
import { Handshake, Plus, Search, UsersRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { QueryCardGrid } from '@/components/ui/query-card-grid';
import { EmptyState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { useCreatedGroups } from '../api/get-created-groups';
import { useJoinedGroups } from '../api/get-joined-groups';
import { GroupCard } from './group-card';

export function CreatedGroupsList() {
  const groups = useCreatedGroups();
  return (
    <QueryCardGrid
      query={groups}
      items={groups.data ?? []}
      renderItem={(group) => <GroupCard key={group.id} group={group} showManage headingLevel={2} />}
      loadingLabel="Loading your groups"
      errorTitle="Couldn't load your groups"
      empty={
        <EmptyState
          icon={<UsersRound />}
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
      }
    />
  );
}

export function JoinedGroupsList({ onDiscover }: { onDiscover(): void }) {
  const groups = useJoinedGroups();
  return (
    <QueryCardGrid
      query={groups}
      items={groups.data ?? []}
      renderItem={(group) => (
        <GroupCard key={group.id} group={{ ...group, membershipStatus: group.membershipStatus ?? 'active' }} showJoin headingLevel={2} />
      )}
      loadingLabel="Loading your groups"
      errorTitle="Couldn't load your groups"
      empty={
        <EmptyState
          icon={<Handshake />}
          title="No joined groups"
          description="Find a crew near you: browse groups by sport and join the ones you like."
          action={
            <Button onClick={onDiscover}>
              <Search aria-hidden="true" /> Discover Groups
            </Button>
          }
        />
      }
    />
  );
}
