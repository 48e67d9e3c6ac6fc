/**
 * The profile's "Your level per sport" (issue 14): the member rates themselves per sport, optional; hosts see it
 * beside names on participant lists and balance teams with it. Every change saves at once (the list is written whole).
 */
import { t } from '@/lib/i18n';
import * as React from 'react';
import { Gauge, Plus, X } from 'lucide-react';
import { PLAYER_LEVELS, SPORTS, sportEmoji, sportLabel, type PlayerLevel, type SportSkills } from '@kickoff/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorToast, toast } from '@/components/ui/use-toast';
import { useSetSportSkills, useSportSkills } from '../api/sport-skills';

type Skill = SportSkills['skills'][number];

function LevelOptions() {
  return PLAYER_LEVELS.map((l) => (
    <option key={l.value} value={l.value}>
      {t(l.label)}
    </option>
  ));
}

export default function SportLevelsCard() {
  const skills = useSportSkills();
  const save = useSetSportSkills();
  const [sport, setSport] = React.useState('');
  const [level, setLevel] = React.useState<PlayerLevel>('intermediate');
  const rated = skills.data?.skills ?? [];
  const unrated = SPORTS.filter((s) => !rated.some((r) => r.sportType === s.value));

  const write = (next: Skill[], done: string) =>
    save.mutate(next, {
      onSuccess: () => toast({ title: t('Levels saved'), description: done, variant: 'success' }),
      onError: (error) => errorToast(error, t('Could not save your levels')),
    });
  const change = (sportType: string, value: PlayerLevel) =>
    write(
      rated.map((r) => (r.sportType === sportType ? { ...r, level: value } : r)),
      `${t(sportLabel(sportType))}: ${t(PLAYER_LEVELS.find((l) => l.value === value)?.label ?? '')}`,
    );
  const remove = (sportType: string) => write(rated.filter((r) => r.sportType !== sportType), t('{sport} removed', { sport: t(sportLabel(sportType)) }));
  const add = (e: React.FormEvent) => {
    e.preventDefault();
    if (!sport) return;
    write([...rated, { sportType: sport, level }], `${t(sportLabel(sport))}: ${t(PLAYER_LEVELS.find((l) => l.value === level)?.label ?? '')}`);
    setSport('');
  };

  return (
    <Card className="mt-6" role="region" aria-labelledby="sport-levels-title">
      <CardHeader>
        <CardTitle id="sport-levels-title" className="flex items-center gap-2">
          <Gauge className="size-5" aria-hidden="true" /> {t('Your level per sport')}
        </CardTitle>
        <CardDescription>
          {t("Optional. Hosts of the events you join see it beside your name and use it to make even teams; without it they count you at the event's level.")}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {skills.isPending ? (
          <Skeleton className="h-11 w-full" />
        ) : skills.isError ? (
          <p className="text-sm text-muted-foreground">{t('Your levels could not be loaded.')}</p>
        ) : (
          <>
            {rated.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('No levels yet. Add the sports you play below.')}</p>
            ) : (
              <ul className="divide-y rounded-lg border" aria-label={t('Your levels')}>
                {rated.map((r) => {
                  const id = `level-${r.sportType}`;
                  return (
                    <li key={r.sportType} className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3">
                      {/* On a phone the sport's name has its own line; the level and Remove share the next. */}
                      <span className="flex min-w-0 basis-full items-center gap-2 sm:flex-1 sm:basis-0">
                        <span aria-hidden="true">{sportEmoji(r.sportType)}</span>
                        <Label htmlFor={id} className="break-words">
                          {t(sportLabel(r.sportType))}
                        </Label>
                      </span>
                      <NativeSelect
                        id={id}
                        className="flex-1 sm:w-40 sm:flex-none"
                        value={r.level}
                        disabled={save.isPending}
                        onChange={(e) => change(r.sportType, e.target.value as PlayerLevel)}
                      >
                        <LevelOptions />
                      </NativeSelect>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-11 shrink-0"
                        disabled={save.isPending}
                        onClick={() => remove(r.sportType)}
                        aria-label={t('Remove {name}', { name: t(sportLabel(r.sportType)) })}
                      >
                        <X aria-hidden="true" />
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
            {unrated.length ? (
              <form onSubmit={add} className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end" aria-label={t('Add a sport')}>
                <div className="grid gap-2">
                  <Label htmlFor="add-level-sport">{t('Sport')}</Label>
                  <NativeSelect id="add-level-sport" value={sport} onChange={(e) => setSport(e.target.value)}>
                    <option value="">{t('Choose a sport')}</option>
                    {unrated.map((s) => (
                      <option key={s.value} value={s.value}>
                        {s.emoji} {t(s.label)}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <div className="grid gap-2">
                  <Label htmlFor="add-level-level">{t('Level')}</Label>
                  <NativeSelect id="add-level-level" value={level} onChange={(e) => setLevel(e.target.value as PlayerLevel)}>
                    <LevelOptions />
                  </NativeSelect>
                </div>
                <Button type="submit" variant="outline" disabled={!sport || save.isPending}>
                  <Plus aria-hidden="true" /> {t('Add level')}
                </Button>
              </form>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
