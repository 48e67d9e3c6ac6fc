/** The group an invite or invitation is about: image, sport, name, facts. */
import { t } from '@/lib/i18n';
import { sportEmoji, sportLabel } from '@kickoff/shared';
import { Badge } from '@/components/ui/badge';
import { SportImage } from '@/components/ui/sport-image';
import type { InvitePreview } from '../api/types';

export function InviteGroupSummary({ group, compact = false }: { group: InvitePreview['group']; compact?: boolean }) {
  return (
    <div className={compact ? 'flex min-w-0 items-center gap-3' : 'grid gap-4'}>
      <div className={compact ? 'w-24 shrink-0 overflow-hidden rounded-md' : 'overflow-hidden rounded-lg border'}>
        <SportImage imageUrl={group.imageUrl} sportType={group.sportType} eager={!compact} emojiClassName={compact ? 'text-3xl' : undefined} />
      </div>
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">
            <span aria-hidden="true">{sportEmoji(group.sportType)}</span> {t(sportLabel(group.sportType))}
          </Badge>
          {group.isPrivate ? <Badge variant="outline">{t('Private')}</Badge> : null}
        </div>
        {compact ? <h2 className="truncate text-base font-semibold">{group.name}</h2> : <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{group.name}</h1>}
        <p className="text-sm text-muted-foreground">
          {t('{count, plural, one {# member} other {# members}}', { count: group.memberCount })}
          {group.location ? ` · ${group.location}` : ''}
        </p>
        {!compact && group.description ? <p className="whitespace-pre-wrap text-muted-foreground">{group.description}</p> : null}
      </div>
    </div>
  );
}
