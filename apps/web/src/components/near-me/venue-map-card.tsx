/** The card a tapped venue opens on Discover's map (issue 28): its name, sports and distance, and its page. */
import { t } from '@/lib/i18n';
import { Link } from 'react-router';
import { sportLabel, type Venue } from '@kickoff/shared';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function VenueMapCard({ venue, distance, noun }: { venue: Venue; distance?: string | null; noun: string }) {
  return (
    <div className="grid gap-1">
      <p className="text-xs font-medium text-muted-foreground">
        {t('Venue')}
        {distance ? ` · ${distance}` : ''}
      </p>
      <p className="text-base font-semibold leading-snug text-foreground">{venue.name}</p>
      {venue.sports.length ? <p className="text-muted-foreground">{venue.sports.map((s) => t(sportLabel(s))).join(', ')}</p> : null}
      <p className="text-foreground">{noun === 'games' ? t('Showing only the games here.') : noun === 'groups' ? t('Showing only the groups here.') : t('Showing only the events here.')}</p>
      <Button asChild size="sm" variant="outline" className="mt-1.5 h-10">
        <Link to={paths.venue(venue.id)}>
          {t('Venue page')}<span className="sr-only">: {venue.name}</span>
        </Link>
      </Button>
    </div>
  );
}
