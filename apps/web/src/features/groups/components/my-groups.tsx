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
import { useLiveGroups } from '@/lib/live';
import { t } from '@/lib/i18n';

export function CreatedGroupsList() {
  const groups = useCreatedGroups();
  useLiveGroups(groups.data);
  return (
    <QueryCardGrid
      query={groups}
      items={groups.data ?? []}
      renderItem={(group) => <GroupCard key={group.id} group={group} showManage headingLevel={2} />}
      loadingLabel={t('Loading your groups')}
      errorTitle={t("Couldn't load your groups")}
      empty={
        <EmptyState
          icon={<UsersRound />}
          title={t('No groups yet')}
          description={t('Start a community for the sport you love. Members can join, chat and sign up for your events.')}
          action={
            <Button asChild>
              <Link to={paths.createGroup}>
                <Plus aria-hidden="true" /> {t('Create Group')}
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
  useLiveGroups(groups.data);
  return (
    <QueryCardGrid
      query={groups}
      items={groups.data ?? []}
      renderItem={(group) => (
        <GroupCard key={group.id} group={{ ...group, membershipStatus: group.membershipStatus ?? 'active' }} showJoin headingLevel={2} />
      )}
      loadingLabel={t('Loading your groups')}
      errorTitle={t("Couldn't load your groups")}
      empty={
        <EmptyState
          icon={<Handshake />}
          title={t('No joined groups')}
          description={t('Find a crew near you: browse groups by sport and join the ones you like.')}
          action={
            <Button onClick={onDiscover}>
              <Search aria-hidden="true" /> {t('Discover Groups')}
            </Button>
          }
        />
      }
    />
  );
}
