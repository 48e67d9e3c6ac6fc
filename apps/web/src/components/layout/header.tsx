import { t } from '@/lib/i18n';
import * as React from 'react';
import { Menu } from 'lucide-react';
import { useAuth } from '@/lib/auth';
import { Avatar, AvatarFallback, AvatarImage, initialsOf } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Deferred } from '@/components/ui/deferred';
import { loadMenus, TopNav } from './app-nav';
import { Logo } from './logo';

/**
 * The shared header of signed-in screens: logo to /, the top navigation (desktop; phones have the tab bar), avatar
 * menu, mobile drawer (their code loads after the first paint; the triggers show at once). Slots take feature items
 * (bell).
 */
export function Header({ actions }: { actions?: React.ReactNode }) {
  const { user } = useAuth();
  const name = user?.displayName || t('User');
  const account = (
    <button type="button" className="rounded-full" aria-label={t('Open account menu')}>
      <Avatar>
        {user?.photoURL ? <AvatarImage src={user.photoURL} alt="" /> : null}
        <AvatarFallback>{initialsOf(name) || 'U'}</AvatarFallback>
      </Avatar>
    </button>
  );
  const drawer = (
    <Button variant="ghost" size="icon" className="md:hidden" aria-label={t('Open menu')}>
      <Menu className="size-5" aria-hidden="true" />
    </Button>
  );
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        <TopNav />
        <div className="flex items-center gap-2">
          {actions}
          <div className="hidden md:block">
            <Deferred load={loadMenus} trigger={account} render={(m, trigger, open) => <m.UserMenu trigger={trigger} defaultOpen={open} />} />
          </div>
          <Deferred load={loadMenus} trigger={drawer} render={(m, trigger, open) => <m.MobileNav trigger={trigger} defaultOpen={open} />} />
        </div>
      </div>
    </header>
  );
}
