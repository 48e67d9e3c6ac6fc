/**
 * The profile's push-notification card (spec §2/§4/§8): natively the toggle registers or unregisters the device
 * (on by default); in a browser with Web Push it subscribes with the browser's permission prompt (beyond the
 * spec); elsewhere turning it on shows "Push notifications unavailable". What comes by push, and the reminder's hours,
 * are chosen on the Notifications card (notification-preferences-card.tsx).
 */
import { t } from '@/lib/i18n';
import * as React from 'react';
import { BellRing } from 'lucide-react';
import { MESSAGES, NOTIFICATION_TOASTS } from '@kickoff/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { errorToast, toast } from '@/components/ui/use-toast';
import { pushDisabledByUser } from '@/lib/native-shell';
import { getPlatform, loadPlatform } from '@/lib/platform';
import { disablePush, enablePush, pushAvailability, webPushSubscribed } from '../api/push';

type Mode = 'native' | 'web' | 'none';

export function PushNotificationsCard() {
  const [mode, setMode] = React.useState<Mode | null>(null);
  const [enabled, setEnabled] = React.useState(false);
  const [pending, setPending] = React.useState(false);

  React.useEffect(() => {
    let live = true;
    void (async () => {
      const platform = await loadPlatform();
      const found = await pushAvailability(platform);
      // Spec §4: the initial state is on only when running natively (unless turned off on this device).
      const on = found === 'native' ? !pushDisabledByUser() : found === 'web' ? await webPushSubscribed().catch(() => false) : false;
      if (!live) return;
      setMode(found);
      setEnabled(on);
    })();
    return () => {
      live = false;
    };
  }, []);

  async function onToggle(next: boolean) {
    if (next && (mode === 'none' || mode === null)) {
      toast({ title: MESSAGES.push.unavailableTitle, description: MESSAGES.push.unavailable, variant: 'destructive' });
      return;
    }
    if (mode === null || mode === 'none') {
      setEnabled(false);
      return;
    }
    setPending(true);
    try {
      if (next) await enablePush(getPlatform(), mode);
      else await disablePush(getPlatform(), mode);
      setEnabled(next);
      toast({ ...(next ? NOTIFICATION_TOASTS.enabled : NOTIFICATION_TOASTS.disabled), variant: 'success' });
    } catch (error) {
      errorToast(error, MESSAGES.push.updateFailed);
    } finally {
      setPending(false);
    }
  }

  const hint =
    mode === 'native'
      ? t('Get a push on this device for group messages, comments, new events and reminders.')
      : mode === 'web'
        ? t('Get browser notifications for group messages, comments, new events and reminders.')
        : t('Push notifications work in the Kickoff mobile app. You still see everything under the bell.');

  return (
    <Card className="mt-6" data-testid="push-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellRing className="size-5 text-brand-strong" aria-hidden="true" /> {t('Push Notifications')}
        </CardTitle>
        <CardDescription>{t('Get notifications on this device, even when Kickoff is closed.')}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-start justify-between gap-4">
          <div className="grid gap-1">
            <Label htmlFor="push-toggle">{t('Push notifications')}</Label>
            {mode === null ? <Skeleton className="h-4 w-56" /> : <p className="text-sm text-muted-foreground">{hint}</p>}
          </div>
          <div className="flex min-h-11 items-center">
            <Switch id="push-toggle" checked={enabled} disabled={pending || mode === null} onCheckedChange={(v) => void onToggle(v)} />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
