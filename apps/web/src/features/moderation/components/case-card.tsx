/**
 * One reported target in the queue (issue 34): what was reported as it was then (kept when edited or deleted), what it
 * is now, how many reported it and why, reporters' notes, the person concerned, and the actions that fit it.
 */
import * as React from 'react';
import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import { ACTIONS_FOR, MODERATION } from '@kickoff/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import type { ModerationCase } from '../api/types';
import { ACTION_BUTTONS, type CaseAction } from './action-copy';
import { ActionDialog } from './action-dialog';
import { formatWhen } from './format';
import { t } from '@/lib/i18n';

function targetLink(found: ModerationCase): string | null {
  const s = found.snapshot;
  if (found.targetType === 'event' || found.targetType === 'event_comment') return s.eventId ? paths.event(s.eventId) : null;
  if (found.targetType === 'group' || found.targetType === 'group_post') return s.groupId ? paths.group(s.groupId) : null;
  return null;
}

function suspension(subject: NonNullable<ModerationCase['subject']>) {
  if (subject.suspendedForGood) return t('Suspended for good');
  if (subject.suspendedUntil && new Date(subject.suspendedUntil) > new Date()) return t('Suspended until {date}', { date: formatWhen(subject.suspendedUntil) });
  return null;
}

export function CaseCard({ found }: { found: ModerationCase }) {
  const [action, setAction] = React.useState<CaseAction | null>(null);
  const kind = t(MODERATION.targetLabels[found.targetType]);
  const link = targetLink(found);
  const now = found.current;
  const edited = now && now.text !== null && now.text !== found.snapshot.text;
  const headingId = `case-${found.id}`;
  const personActions = found.subject && !found.subject.isModerator;
  const actions = (ACTIONS_FOR[found.targetType] as readonly string[]).filter(
    (a): a is CaseAction => a in ACTION_BUTTONS && (personActions || (a !== 'warn' && a !== 'suspend')) && (now !== null || a === 'dismiss' || a === 'warn' || a === 'suspend'),
  );
  const suspended = found.subject ? suspension(found.subject) : null;

  return (
    <li>
      <Card className="grid gap-4 p-4 sm:p-5" role="article" aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid min-w-0 gap-1">
            <h3 id={headingId} className="flex flex-wrap items-center gap-2 font-semibold">
              <Badge variant="secondary">{kind}</Badge>
              <span className="min-w-0 break-words">{found.snapshot.title ?? kind}</span>
            </h3>
            <p className="text-sm text-muted-foreground">
              {t('{count, plural, one {# report} other {# reports}} · last {date}', { count: found.reportCount, date: formatWhen(found.lastReportedAt) })}
              {found.snapshot.authorName ? ` · ${t('by {name}', { name: found.snapshot.authorName })}` : ''}
            </p>
          </div>
          {link ? (
            <Button asChild variant="ghost" size="sm">
              <Link to={link}>
                <ExternalLink aria-hidden="true" /> {t('Open')}<span className="sr-only"> {kind.toLowerCase()}</span>
              </Link>
            </Button>
          ) : null}
        </div>

        <div className="grid gap-2">
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{t('As reported')}</p>
          <blockquote className="whitespace-pre-wrap break-words border-l-4 border-primary/50 pl-3 text-sm [overflow-wrap:anywhere]">
            {found.snapshot.text || <span className="italic text-muted-foreground">{t('No text')}</span>}
          </blockquote>
          <p className="flex flex-wrap gap-2 text-sm text-muted-foreground">
            {now === null ? <Badge variant="outline">{t('Deleted since')}</Badge> : null}
            {now?.hidden ? <Badge variant="outline">{t(MODERATION.labels.hiddenByModerator)}</Badge> : null}
            {now?.cancelled ? <Badge variant="outline">{t('Cancelled')}</Badge> : null}
            {edited ? <Badge variant="accent">{t('Edited since')}</Badge> : null}
          </p>
          {edited ? (
            <>
              <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{t('Now')}</p>
              <blockquote className="whitespace-pre-wrap break-words border-l-4 pl-3 text-sm [overflow-wrap:anywhere]">{now.text}</blockquote>
            </>
          ) : null}
        </div>

        <div className="grid gap-2">
          <ul className="flex flex-wrap gap-2" aria-label={t('Reasons given')}>
            {found.reasons.map((r) => (
              <li key={r.reason}>
                <Badge variant={r.reason === 'other' ? 'outline' : 'accent'}>
                  {t(MODERATION.reasonLabels[r.reason])}
                  {r.count > 1 ? ` × ${r.count}` : ''}
                </Badge>
              </li>
            ))}
          </ul>
          {found.notes.length ? (
            <ul className="grid gap-1 text-sm" aria-label={t("Reporters' notes")}>
              {found.notes.map((n, i) => (
                <li key={i} className="rounded-md bg-secondary px-3 py-2 break-words [overflow-wrap:anywhere]">
                  <span className="font-medium">{t(MODERATION.reasonLabels[n.reason])}:</span> {n.note}
                </li>
              ))}
            </ul>
          ) : null}
          {found.subject ? (
            <p className="text-sm">
              <span className="text-muted-foreground">{t('Person concerned:')}</span> <span className="font-medium">{found.subject.name}</span>
              {found.subject.isModerator ? <Badge variant="outline" className="ml-2">{t('Moderator')}</Badge> : null}
              {suspended ? <Badge variant="destructive" className="ml-2">{suspended}</Badge> : null}
            </p>
          ) : null}
        </div>

        <div className="flex flex-wrap gap-2 border-t pt-4">
          {actions.map((a) => (
            <Button key={a} type="button" size="sm" variant={a === 'dismiss' ? 'outline' : a === 'suspend' || a.startsWith('remove') ? 'destructive' : 'secondary'} onClick={() => setAction(a)}>
              {t(ACTION_BUTTONS[a])}
            </Button>
          ))}
        </div>
      </Card>
      <ActionDialog found={found} action={action} onOpenChange={(open) => (open ? undefined : setAction(null))} />
    </li>
  );
}
