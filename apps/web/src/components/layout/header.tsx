import * as React from 'react';
import { Logo } from './logo';
import { MobileNav, UserMenu } from './user-menu';

/** The shared header of signed-in screens: logo to /, avatar menu, mobile drawer. Slots take feature items (bell). */
export function Header({ actions }: { actions?: React.ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        <div className="flex items-center gap-2">
          {actions}
          <div className="hidden md:block">
            <UserMenu />
          </div>
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
