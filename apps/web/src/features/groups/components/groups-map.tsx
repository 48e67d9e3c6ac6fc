/** Discover's Map view of groups (loaded with the first switch to Map): markers and the card of a tapped one. */
import { sportEmoji } from '@kickoff/shared';
import { DiscoverMap } from '@/components/near-me/discover-map';
import type { NearMe } from '@/components/near-me/use-near-me';
import { paths } from '@/config/paths';
import { formatAway } from '@/lib/distance';
import type { Group } from '../api/types';
import { GroupMapCard } from './group-map-card';

export default function GroupsMap({ nearMe, groups, loading }: { nearMe: NearMe; groups: Group[]; loading: boolean }) {
  const placed = groups.filter((g) => g.latitude !== null && g.longitude !== null);
  return (
    <DiscoverMap
      nearMe={nearMe}
      loading={loading}
      noun={['group', 'groups']}
      items={placed.map((g) => ({ id: g.id, latitude: g.latitude!, longitude: g.longitude!, title: g.name, emoji: sportEmoji(g.sportType), href: paths.group(g.id) }))}
      withoutSpot={groups.length - placed.length}
      renderPopup={(id) => {
        const group = groups.find((g) => g.id === id);
        return group ? <GroupMapCard group={group} distance={formatAway(group.distanceKm, nearMe.unit)} /> : null;
      }}
    />
  );
}
