/** The navigation's Create menu (Create Event / Create Group): part of the lazy menus chunk (menus.ts). */
import { t } from '@/lib/i18n';
import * as React from 'react';
import { Link } from 'react-router';
import { CalendarPlus, UsersRound } from 'lucide-react';
import { paths } from '@/config/paths';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';

export function CreateMenu({ trigger, side, defaultOpen }: { trigger: React.ReactElement; side: 'top' | 'bottom'; defaultOpen?: boolean }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" side={side}>
        <DropdownMenuItem asChild>
          <Link to={paths.createEvent}>
            <CalendarPlus aria-hidden="true" /> {t('Create Event')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.createGroup}>
            <UsersRound aria-hidden="true" /> {t('Create Group')}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
