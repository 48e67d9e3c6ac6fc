/** The card a tapped marker opens on the groups map: the group, its size, how far, and the way to it. */
import { t } from '@/lib/i18n';
import { Link } from 'react-router';
import { sportEmoji, sportLabel } from '@kickoff/shared';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import type { Group } from '../api/types';
import { memberCountLabel } from './format';

export function GroupMapCard({ group, distance }: { group: Group; distance?: string | null }) {
  return (
    <div className="grid gap-1">
      <p className="text-xs font-medium text-muted-foreground">
        <span aria-hidden="true">{sportEmoji(group.sportType)}</span> {t(sportLabel(group.sportType))}
        {group.isPrivate ? ` · ${t('Private')}` : ''}
      </p>
      <p className="text-base font-semibold leading-snug text-foreground">{group.name}</p>
      <p className="text-foreground">{memberCountLabel(group.memberCount)}</p>
      <p className="truncate text-muted-foreground">
        {group.location}
        {distance ? ` · ${distance}` : ''}
      </p>
      <Button asChild size="sm" className="kickoff-popup-action mt-1.5 h-10">
        <Link to={paths.group(group.id)}>
          {t('View group')}<span className="sr-only">: {group.name}</span>
        </Link>
      </Button>
    </div>
  );
}
