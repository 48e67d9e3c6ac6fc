/**
 * The hosts' teams (issue 14): balance the registered players into 2-8 teams, reshuffle, move players between teams by
 * drag and drop or with each player's "Move to" menu (touch screens and keyboards), rename and colour the teams, save
 * a draft or publish.
 */
import { t } from '@/lib/i18n';
import * as React from 'react';
import { Shuffle, Users } from 'lucide-react';
import { TEAMS, type SaveTeamsInput, type TeamPlayer } from '@kickoff/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { EmptyState } from '@/components/ui/states';
import { errorToast, toast } from '@/components/ui/use-toast';
import { useBalanceTeams, useEventTeams, useSaveTeams } from '../api/teams';

type Draft = { name: string; colour: string; players: TeamPlayer[] }[];
const keyOf = (p: { participantId: string; guest: number }) => `${p.participantId}#${p.guest}`;
const hexOf = (colour: string) => TEAMS.colours.find((c) => c.value === colour)?.hex ?? '#64748b';
const levelText = (p: TeamPlayer) => (p.level ? t(`${p.level.charAt(0).toUpperCase()}${p.level.slice(1)}`) : t('Level unknown'));

export function TeamsEditor({ eventId, playerCount }: { eventId: string; playerCount: number }) {
  const saved = useEventTeams(eventId);
  const balance = useBalanceTeams(eventId);
  const save = useSaveTeams(eventId);
  const [teamCount, setTeamCount] = React.useState(2);
  const [keepParties, setKeepParties] = React.useState(true);
  const [draft, setDraft] = React.useState<Draft | null>(null);
  const [dragging, setDragging] = React.useState<string | null>(null);
  const current: Draft | null = draft ?? (saved.data ? saved.data.teams.map((x) => ({ name: x.name, colour: x.colour, players: x.players })) : null);
  const seed = saved.data?.seed ?? 1;

  const runBalance = (nextSeed: number) =>
    balance.mutate(
      { teamCount, keepPartiesTogether: keepParties, seed: nextSeed },
      { onSuccess: () => setDraft(null), onError: (error) => errorToast(error, t('Could not balance the teams')) },
    );
  const move = (key: string, to: number) =>
    setDraft((prev) => {
      const teams = (prev ?? current ?? []).map((x) => ({ ...x, players: [...x.players] }));
      let player: TeamPlayer | undefined;
      for (const x of teams) {
        const at = x.players.findIndex((p) => keyOf(p) === key);
        if (at >= 0) [player] = x.players.splice(at, 1);
      }
      if (player) teams[to]!.players.push(player);
      return teams;
    });
  const edit = (index: number, change: Partial<{ name: string; colour: string }>) =>
    setDraft((prev) => (prev ?? current ?? []).map((x, i) => (i === index ? { ...x, ...change } : x)));
  const submit = (publish: boolean) =>
    current &&
    save.mutate(
      {
        publish,
        seed,
        teams: current.map((x) => ({ name: x.name, colour: x.colour as SaveTeamsInput['teams'][number]['colour'], players: x.players.map((p) => ({ participantId: p.participantId, guest: p.guest })) })),
      },
      {
        onSuccess: () => {
          setDraft(null);
          toast(publish ? { title: t(TEAMS.messages.published), description: t(TEAMS.messages.publishedDescription) } : { title: t('Teams saved') });
        },
        onError: (error) => errorToast(error, t('Could not save the teams')),
      },
    );

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 rounded-lg border bg-card p-4 shadow-sm sm:grid-cols-[auto_auto_1fr] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="team-count">{t('Teams')}</Label>
          <NativeSelect id="team-count" value={teamCount} onChange={(e) => setTeamCount(Number(e.target.value))} className="sm:w-28">
            {Array.from({ length: TEAMS.max - TEAMS.min + 1 }, (_, i) => TEAMS.min + i).map((n) => (
              <option key={n} value={n} disabled={n > playerCount}>
                {n}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex h-11 items-center gap-2">
          <Switch id="keep-parties" checked={keepParties} onCheckedChange={setKeepParties} />
          <Label htmlFor="keep-parties">{t('Keep parties together')}</Label>
        </div>
        <div className="flex gap-2 sm:justify-end">
          <Button className="h-11 flex-1 sm:flex-none" disabled={balance.isPending || playerCount < TEAMS.min} onClick={() => runBalance(seed)}>
            <Users aria-hidden="true" /> {balance.isPending ? t('Balancing...') : current ? t('Balance again') : t('Balance teams')}
          </Button>
          {current ? (
            <Button variant="outline" className="h-11 flex-1 sm:flex-none" disabled={balance.isPending} onClick={() => runBalance((seed * 7919 + 13) % 2_147_483_647)}>
              <Shuffle aria-hidden="true" /> {t('Reshuffle')}
            </Button>
          ) : null}
        </div>
      </div>
      {!current ? (
        <EmptyState icon={<Users />} title={t('No teams yet')} description={t('Balance the registered players by level; guests join as “Guest of” the member who brought them.')} headingLevel={3} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {saved.data?.published && !draft ? t('Published: participants see their team on the event page.') : t('Not published yet: only hosts see these teams.')}{' '}
            {t('Drag a player to another team, or use their “Move to” menu.')}
          </p>
          <div className="grid gap-4 md:grid-cols-2">
            {current.map((team, index) => (
              <section
                key={index}
                aria-label={t('Team {name}', { name: team.name })}
                className="grid content-start gap-3 rounded-lg border-2 bg-card p-4 shadow-sm"
                style={{ borderColor: hexOf(team.colour) }}
                onDragOver={(e) => e.preventDefault()}
                onDrop={(e) => {
                  e.preventDefault();
                  if (dragging) move(dragging, index);
                  setDragging(null);
                }}
              >
                <div className="grid grid-cols-[1fr_auto] gap-2">
                  <Input aria-label={t('Name of team {number}', { number: index + 1 })} value={team.name} maxLength={TEAMS.nameMaxLength} onChange={(e) => edit(index, { name: e.target.value })} />
                  <NativeSelect aria-label={t('Colour of team {number}', { number: index + 1 })} value={team.colour} onChange={(e) => edit(index, { colour: e.target.value })} className="w-28">
                    {TEAMS.colours.map((c) => (
                      <option key={c.value} value={c.value}>
                        {t(c.label)}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <p className="text-xs text-muted-foreground">
                  {t('{count, plural, one {# player} other {# players}} · level points {points}', { count: team.players.length, points: team.players.reduce((s, p) => s + (p.points ?? 0), 0) })}
                </p>
                <ul className="grid gap-2">
                  {team.players.map((p) => (
                    <li
                      key={keyOf(p)}
                      draggable
                      onDragStart={() => setDragging(keyOf(p))}
                      onDragEnd={() => setDragging(null)}
                      className="flex cursor-grab items-center gap-2 rounded-md border bg-background px-3 py-2"
                    >
                      <span className="size-2.5 shrink-0 rounded-full" style={{ background: hexOf(team.colour) }} aria-hidden="true" />
                      <span className="grid min-w-0 flex-1">
                        <span className="text-sm font-medium break-words">{p.name}</span>
                        <span className="text-xs text-muted-foreground">{levelText(p)}</span>
                      </span>
                      <NativeSelect
                        aria-label={t('Move {name} to', { name: p.name })}
                        value={index}
                        onChange={(e) => move(keyOf(p), Number(e.target.value))}
                        className="h-9 w-32 text-sm"
                      >
                        {current.map((other, i) => (
                          <option key={i} value={i}>
                            {i === index ? t('In {team}', { team: other.name }) : t('Move to {team}', { team: other.name })}
                          </option>
                        ))}
                      </NativeSelect>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
          {saved.data?.unassigned.length ? (
            <p className="text-sm text-muted-foreground">
              {t('Not in a team (joined after the split): {names}. Balance again to include them.', { names: saved.data.unassigned.map((p) => p.name).join(', ') })}
            </p>
          ) : null}
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" className="h-11" disabled={save.isPending} onClick={() => submit(false)}>
              {t('Save draft')}
            </Button>
            <Button className="h-11" disabled={save.isPending} onClick={() => submit(true)}>
              {save.isPending ? t('Saving...') : t('Publish teams')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

/** A participant's published team on the event page. */
export function MyTeam({ eventId, participantId }: { eventId: string; participantId: string }) {
  const teams = useEventTeams(eventId);
  const data = teams.data;
  if (!data?.published) return null;
  const mine = data.teams.find((x) => x.players.some((p) => p.participantId === participantId && p.guest === 0));
  return (
    <section aria-label={t('Teams')} className="grid gap-3 rounded-lg border bg-card p-4 shadow-sm">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{t('Teams')}</h2>
      {mine ? (
        <p className="flex items-center gap-2 font-semibold">
          <span className="size-3 rounded-full" style={{ background: hexOf(mine.colour) }} aria-hidden="true" /> {t("You're on {team}", { team: mine.name })}
        </p>
      ) : null}
      <ul className="grid gap-2 text-sm">
        {data.teams.map((x) => (
          <li key={x.name} className="flex items-start gap-2">
            <span className="mt-1.5 size-2.5 shrink-0 rounded-full" style={{ background: hexOf(x.colour) }} aria-hidden="true" />
            <span className="break-words">
              <span className="font-medium">{x.name}:</span> {x.players.map((p) => p.name).join(', ')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
