/** The app's own offer to be installed (lib/offline/install.ts), a quiet card above the tab bar. */
import * as React from 'react';
import { Download, X } from 'lucide-react';
import { MESSAGES } from '@kickoff/shared';
import { dismissInstall, install, installOffered, subscribeInstall } from '@/lib/offline/install';
import { subscribeUpdate, updateWaiting } from '@/lib/offline/service-worker';
import { Button } from '@/components/ui/button';
import { m, t } from '@/lib/i18n';
import { LogoMark } from './logo';

export function InstallPrompt() {
  const offered = React.useSyncExternalStore(subscribeInstall, installOffered, () => false);
  const update = React.useSyncExternalStore(subscribeUpdate, updateWaiting, () => false);
  if (!offered || update) return null;
  return (
    <section
      aria-labelledby="install-title"
      className="fixed inset-x-0 bottom-[calc(var(--tab-bar-space,0px)+0.75rem)] z-50 mx-auto flex w-[calc(100%-1.5rem)] max-w-md gap-3 rounded-lg border bg-card p-4 shadow-lg"
    >
      <LogoMark className="size-10 shrink-0" />
      <div className="grid flex-1 gap-1">
        <h2 id="install-title" className="text-sm font-semibold">
          {m(MESSAGES.offline.installTitle)}
        </h2>
        <p className="text-sm text-muted-foreground">{m(MESSAGES.offline.installDescription)}</p>
        <div className="mt-2 flex gap-2">
          <Button size="sm" onClick={() => void install()}>
            <Download aria-hidden="true" /> {m(MESSAGES.offline.install)}
          </Button>
          <Button size="sm" variant="outline" onClick={dismissInstall}>
            {m(MESSAGES.offline.notNow)}
          </Button>
        </div>
      </div>
      <Button size="icon" variant="ghost" className="-mr-2 -mt-2 size-9" onClick={dismissInstall} aria-label={t('Close')}>
        <X aria-hidden="true" />
      </Button>
    </section>
  );
}
