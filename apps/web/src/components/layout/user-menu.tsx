/**
 * The header's account menu (desktop) and the phone's drawer: a lazy chunk with their Radix parts (header.tsx loads
 * it after the first paint through `Deferred`, which shows the same trigger until then).
 */
import { t } from '@/lib/i18n';
import * as React from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ArrowLeftRight, LayoutDashboard, LogOut, MailPlus, Settings, ShieldCheck } from 'lucide-react';
import { MODERATION } from '@kickoff/shared';
import { useAuth } from '@/lib/auth';
import { useIsModerator } from '@/lib/moderator';
import { useRole, type ActiveRole } from '@/lib/role';
import { paths } from '@/config/paths';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';

function useSignOutToLanding() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    await signOut();
    navigate(paths.landing, { replace: true });
  };
}

/**
 * The role switch of the menus (issue 18): the other role's view of the same screen. A role route
 * (/member/..., /organizer/...) would switch the role back, so it moves to the other role's route.
 */
function useRoleSwitch(): { next: ActiveRole; label: string; switchRole(): void } {
  const { role, setRole } = useRole();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const next: ActiveRole = role === 'organizer' ? 'member' : 'organizer';
  return {
    next,
    label: next === 'organizer' ? t('Switch to Organizer') : t('Switch to Member'),
    switchRole() {
      void setRole(next);
      const roleRoute = /^\/(member|organizer)(\/.*)$/.exec(pathname);
      if (roleRoute) navigate(`/${next}${roleRoute[2]}${search}`);
    },
  };
}

/**
 * The console's link, for moderators only (issue 34). Rendered inside the open menu or drawer, so the profile that says
 * who is a moderator is asked for when a menu opens, not on every page.
 */
function ModerationItem({ drawerItemClass }: { drawerItemClass?: string }) {
  const isModerator = useIsModerator();
  if (!isModerator) return null;
  if (drawerItemClass) {
    return (
      <SheetClose asChild>
        <Link className={drawerItemClass} to={paths.moderation}>
          <ShieldCheck className="size-5" aria-hidden="true" /> {MODERATION.labels.consoleTitle}
        </Link>
      </SheetClose>
    );
  }
  return (
    <DropdownMenuItem asChild>
      <Link to={paths.moderation}>
        <ShieldCheck aria-hidden="true" /> {MODERATION.labels.consoleTitle}
      </Link>
    </DropdownMenuItem>
  );
}

/** Avatar menu (desktop) with Dashboard, Profile Settings, Invitations, the role switch and Sign Out (spec §2 shared header). */
export function UserMenu({ trigger, defaultOpen, showDashboard = true }: { trigger: React.ReactElement; defaultOpen?: boolean; showDashboard?: boolean }) {
  const { user } = useAuth();
  const signOut = useSignOutToLanding();
  const roleSwitch = useRoleSwitch();
  const name = user?.displayName || t('User');
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="truncate">{name}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {showDashboard ? (
          <DropdownMenuItem asChild>
            <Link to={paths.dashboard}>
              <LayoutDashboard aria-hidden="true" /> {t('Dashboard')}
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem asChild>
          <Link to={paths.profile}>
            <Settings aria-hidden="true" /> {t('Profile Settings')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.invitations}>
            <MailPlus aria-hidden="true" /> {t('Invitations')}
          </Link>
        </DropdownMenuItem>
        <ModerationItem />
        <DropdownMenuItem onSelect={roleSwitch.switchRole}>
          <ArrowLeftRight aria-hidden="true" /> {roleSwitch.label}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" /> {t('Sign Out')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The mobile side drawer with the same items (the places themselves are on the tab bar, app-nav.tsx). */
export function MobileNav({ trigger, defaultOpen }: { trigger: React.ReactElement; defaultOpen?: boolean }) {
  const { user } = useAuth();
  const signOut = useSignOutToLanding();
  const roleSwitch = useRoleSwitch();
  const itemClass = 'flex min-h-11 items-center gap-3 rounded-md px-3 text-base font-medium hover:bg-secondary';
  return (
    <Sheet defaultOpen={defaultOpen}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent>
        <SheetTitle className="text-lg font-semibold">{t('Menu')}</SheetTitle>
        <SheetDescription className="truncate text-sm text-muted-foreground">
          {user?.displayName || t('User')}
        </SheetDescription>
        <nav aria-label={t('Account')} className="flex flex-col gap-1">
          <SheetClose asChild>
            <Link className={itemClass} to={paths.dashboard}>
              <LayoutDashboard className="size-5" aria-hidden="true" /> {t('Dashboard')}
            </Link>
          </SheetClose>
          <SheetClose asChild>
            <Link className={itemClass} to={paths.profile}>
              <Settings className="size-5" aria-hidden="true" /> {t('Profile Settings')}
            </Link>
          </SheetClose>
          <SheetClose asChild>
            <Link className={itemClass} to={paths.invitations}>
              <MailPlus className="size-5" aria-hidden="true" /> {t('Invitations')}
            </Link>
          </SheetClose>
          <ModerationItem drawerItemClass={itemClass} />
          <SheetClose asChild>
            <button type="button" className={itemClass} onClick={roleSwitch.switchRole}>
              <ArrowLeftRight className="size-5" aria-hidden="true" /> {roleSwitch.label}
            </button>
          </SheetClose>
          <SheetClose asChild>
            <button type="button" className={itemClass} onClick={() => void signOut()}>
              <LogOut className="size-5" aria-hidden="true" /> {t('Sign Out')}
            </button>
          </SheetClose>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
