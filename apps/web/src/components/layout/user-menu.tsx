import { Link, useNavigate } from 'react-router';
import { LayoutDashboard, LogOut, Menu, Settings } from 'lucide-react';
import { useAuth } from '@/lib/auth';
import { paths } from '@/config/paths';
import { Avatar, AvatarFallback, AvatarImage, initialsOf } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { Button } from '@/components/ui/button';

function useSignOutToLanding() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return async () => {
    await signOut();
    navigate(paths.landing, { replace: true });
  };
}

/** Avatar menu (desktop) with Dashboard, Profile Settings and Sign Out (spec §2 shared header). */
export function UserMenu({ showDashboard = true }: { showDashboard?: boolean }) {
  const { user } = useAuth();
  const signOut = useSignOutToLanding();
  const name = user?.displayName || 'User';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button type="button" className="rounded-full" aria-label="Open account menu">
          <Avatar>
            {user?.photoURL ? <AvatarImage src={user.photoURL} alt="" /> : null}
            <AvatarFallback>{initialsOf(name) || 'U'}</AvatarFallback>
          </Avatar>
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="truncate">{name}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {showDashboard ? (
          <DropdownMenuItem asChild>
            <Link to={paths.dashboard}>
              <LayoutDashboard aria-hidden="true" /> Dashboard
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem asChild>
          <Link to={paths.profile}>
            <Settings aria-hidden="true" /> Profile Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" /> Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The mobile side drawer with the same items. */
export function MobileNav() {
  const { user } = useAuth();
  const signOut = useSignOutToLanding();
  const itemClass = 'flex min-h-11 items-center gap-3 rounded-md px-3 text-base font-medium hover:bg-secondary';
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu className="size-5" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent>
        <SheetTitle className="text-lg font-semibold">Menu</SheetTitle>
        <SheetDescription className="truncate text-sm text-muted-foreground">
          {user?.displayName || 'User'}
        </SheetDescription>
        <nav aria-label="Account" className="flex flex-col gap-1">
          <SheetClose asChild>
            <Link className={itemClass} to={paths.dashboard}>
              <LayoutDashboard className="size-5" aria-hidden="true" /> Dashboard
            </Link>
          </SheetClose>
          <SheetClose asChild>
            <Link className={itemClass} to={paths.profile}>
              <Settings className="size-5" aria-hidden="true" /> Profile Settings
            </Link>
          </SheetClose>
          <SheetClose asChild>
            <button type="button" className={itemClass} onClick={() => void signOut()}>
              <LogOut className="size-5" aria-hidden="true" /> Sign Out
            </button>
          </SheetClose>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
