/**
 * The profile's "Notifications" card (issue 15): for each kind (group messages, comments, new events, reminders,
 * waitlist and membership changes) a switch per channel (push, in-app, email), saved on the server as it is flipped;
 * where email goes (or why it cannot); and how long before an event the reminder comes (1-24 h, rulings §7).
 */
import { t } from '@/lib/i18n';
import { Bell, Mail } from 'lucide-react';
import {
  MESSAGES,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_TEXTS,
  NOTIFICATION_KINDS,
  NOTIFICATION_PREFERENCE_TEXTS,
  NOTIFICATION_TOASTS,
  REMINDER_HOURS,
  type NotificationChannel,
  type NotificationKind,
} from '@kickoff/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { errorToast, toast } from '@/components/ui/use-toast';
import type { NotificationPreferences } from '../api/types';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';

const HOURS = Array.from({ length: REMINDER_HOURS.max - REMINDER_HOURS.min + 1 }, (_, i) => REMINDER_HOURS.min + i);

export default function NotificationPreferencesCard() {
  const preferences = useNotificationPreferences();
  return (
    <Card className="mt-6" data-testid="notification-preferences">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bell className="size-5 text-brand-strong" aria-hidden="true" /> {t('Notifications')}
        </CardTitle>
        <CardDescription>{t('Choose what Kickoff tells you about, and where.')}</CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.isPending ? (
          <PreferencesSkeleton />
        ) : preferences.isError ? (
          <div className="flex flex-col items-start gap-3">
            <p role="alert" className="font-medium">
              {t('We couldn’t load your notification settings.')}
            </p>
            <Button variant="outline" onClick={() => void preferences.refetch()}>
              {t('Try again')}
            </Button>
          </div>
        ) : (
          <Preferences data={preferences.data} />
        )}
      </CardContent>
    </Card>
  );
}

function emailNote(email: NotificationPreferences['email']): string {
  if (!email.mailEnabled) return t(NOTIFICATION_PREFERENCE_TEXTS.mailOff);
  if (email.address) return t('Emails go to {address}.', { address: email.address });
  return t(email.pending ? NOTIFICATION_PREFERENCE_TEXTS.emailUnverified : NOTIFICATION_PREFERENCE_TEXTS.emailNone);
}

function Preferences({ data }: { data: NotificationPreferences }) {
  const update = useUpdateNotificationPreferences();

  function setChannel(kind: NotificationKind, channel: NotificationChannel, on: boolean) {
    update.mutate(
      { kinds: { [kind]: { [channel]: on } } },
      {
        onSuccess: () => toast({ title: NOTIFICATION_PREFERENCE_TEXTS.saved, variant: 'success' }),
        onError: (error) => errorToast(error, MESSAGES.push.updateFailed),
      },
    );
  }

  function setHours(hours: number) {
    update.mutate(
      { reminderHours: hours },
      {
        onSuccess: (saved) =>
          toast({
            ...NOTIFICATION_TOASTS.reminderSaved,
            description: t("{hours, plural, one {We'll remind you 1 hour before your events.} other {We'll remind you # hours before your events.}}", { hours: saved.reminderHours }),
            variant: 'success',
          }),
        onError: (error) => errorToast(error, MESSAGES.push.updateFailed),
      },
    );
  }

  return (
    <div className="grid gap-6">
      <p className="flex items-start gap-2 rounded-lg border bg-muted p-3 text-sm text-muted-foreground" data-testid="email-note">
        <Mail className="mt-0.5 size-4 shrink-0 text-brand-strong" aria-hidden="true" />
        <span>{emailNote(data.email)}</span>
      </p>
      <ul className="grid divide-y">
        {NOTIFICATION_KINDS.map((kind) => (
          <li key={kind} className="py-4 first:pt-0 last:pb-0">
            <div role="group" aria-labelledby={`pref-${kind}`} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-6">
              <div className="grid gap-1">
                <p id={`pref-${kind}`} className="text-sm font-semibold">
                  {t(NOTIFICATION_KIND_TEXTS[kind].label)}
                </p>
                <p className="text-sm text-muted-foreground">{t(NOTIFICATION_KIND_TEXTS[kind].description)}</p>
              </div>
              <div className="flex flex-wrap gap-x-5 gap-y-1">
                {NOTIFICATION_CHANNELS.map((channel) => {
                  const id = `pref-${kind}-${channel}`;
                  return (
                    <div key={channel} className="flex min-h-11 items-center gap-2">
                      <Switch id={id} checked={data.kinds[kind][channel]} onCheckedChange={(on) => setChannel(kind, channel, on)} />
                      <Label htmlFor={id} className="font-normal">
                        {t(NOTIFICATION_CHANNEL_LABELS[channel])}
                      </Label>
                    </div>
                  );
                })}
              </div>
            </div>
          </li>
        ))}
      </ul>
      <div className="grid gap-2 border-t pt-6 sm:grid-cols-[1fr_14rem] sm:items-center sm:gap-4">
        <div className="grid gap-1">
          <Label htmlFor="reminder-hours">{t('Reminder time')}</Label>
          <p className="text-sm text-muted-foreground">{t('How long before events you’ve joined the reminder comes.')}</p>
        </div>
        <NativeSelect id="reminder-hours" value={data.reminderHours} onChange={(e) => setHours(Number(e.target.value))}>
          {HOURS.map((h) => (
            <option key={h} value={h}>
              {t('{hours, plural, one {1 hour before} other {# hours before}}', { hours: h })}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}

function PreferencesSkeleton() {
  return (
    <div role="status" className="grid gap-6" aria-busy="true" aria-label={t('Loading notification settings')}>
      <Skeleton className="h-11 w-full" />
      {NOTIFICATION_KINDS.map((kind) => (
        <div key={kind} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-center">
          <div className="grid gap-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-4 w-64 max-w-full" />
          </div>
          <Skeleton className="h-11 w-64" />
        </div>
      ))}
      <Skeleton className="h-11 w-full" />
    </div>
  );
}
