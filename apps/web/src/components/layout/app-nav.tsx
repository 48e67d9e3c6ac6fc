/**
 * The app's navigation (issue 18): the same five places as a top navigation in the header on desktop and as a
 * bottom tab bar on phones: Home (the dashboard), Discover, My events, Groups and Create (a menu: event or group).
 */
import { t } from '@/lib/i18n';
import * as React from 'react';
import { Link, useLocation } from 'react-router';
import { CalendarDays, Compass, House, Plus, UsersRound } from 'lucide-react';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { Deferred } from '@/components/ui/deferred';

export const loadMenus = () => import('./menus');

export type NavPlace = 'home' | 'discover' | 'my-events' | 'groups' | 'create';

const DASHBOARDS: string[] = [paths.dashboard, paths.memberDashboard, paths.organizerDashboard];
const EVENT_LISTS: string[] = [paths.events, paths.memberEvents, paths.organizerEvents];
const GROUP_LISTS: string[] = [paths.groups, paths.memberGroups, paths.organizerGroups];
/** Search parameters of the own lists; any other one on /events is a Discover filter (list-screen.tsx). */
const OWN_LIST_PARAMS = new Set(['section']);

/** Which place of the navigation a location belongs to (none for a single event, the profile, the role chooser). */
export function navPlaceOf(pathname: string, search: string): NavPlace | null {
  if (DASHBOARDS.includes(pathname)) return 'home';
  if (EVENT_LISTS.includes(pathname)) {
    const params = new URLSearchParams(search);
    const discover = params.get('view') === 'discover' || [...params.keys()].some((k) => k !== 'view' && !OWN_LIST_PARAMS.has(k));
    return discover ? 'discover' : 'my-events';
  }
  if (GROUP_LISTS.includes(pathname) || pathname.startsWith('/groups/')) return 'groups';
  if (pathname === paths.createEvent || pathname === paths.createGroup) return 'create';
  return null;
}

interface NavItem {
  place: Exclude<NavPlace, 'create'>;
  to: string;
  label: string;
  icon: React.ReactNode;
}

const ITEMS: NavItem[] = [
  { place: 'home', to: paths.dashboard, label: 'Home', icon: <House aria-hidden="true" /> },
  { place: 'discover', to: paths.discoverEvents, label: 'Discover', icon: <Compass aria-hidden="true" /> },
  { place: 'my-events', to: paths.events, label: 'My events', icon: <CalendarDays aria-hidden="true" /> },
  { place: 'groups', to: paths.groups, label: 'Groups', icon: <UsersRound aria-hidden="true" /> },
];

function usePlace(): NavPlace | null {
  const { pathname, search } = useLocation();
  return navPlaceOf(pathname, search);
}

/** Create Event / Create Group, opened from the Create place (the menu's code is a lazy chunk, menus.ts). */
function CreateMenu({ trigger, side }: { trigger: React.ReactElement; side: 'top' | 'bottom' }) {
  return (
    <Deferred
      load={loadMenus}
      trigger={trigger}
      render={(m, trigger, open) => <m.CreateMenu trigger={trigger} side={side} defaultOpen={open} />}
    />
  );
}

/** Desktop (from 1024 px): the places as links in the header; narrower screens have the tab bar. */
export function TopNav() {
  const place = usePlace();
  const item = 'inline-flex h-10 items-center gap-2 whitespace-nowrap rounded-md px-3 text-sm font-medium transition-colors [&_svg]:size-4';
  return (
    <nav aria-label={t('Main')} className="hidden items-center gap-1 lg:flex">
      {ITEMS.map((i) => (
        <Link
          key={i.place}
          to={i.to}
          aria-current={place === i.place ? 'page' : undefined}
          className={cn(item, place === i.place ? 'bg-brand-soft text-brand-strong' : 'text-muted-foreground hover:bg-secondary hover:text-foreground')}
        >
          {i.icon}
          {t(i.label)}
        </Link>
      ))}
      <CreateMenu
        side="bottom"
        trigger={
          <button
            type="button"
            aria-current={place === 'create' ? 'page' : undefined}
            className={cn(item, 'ml-1 bg-primary text-primary-foreground hover:bg-primary-hover')}
          >
            <Plus aria-hidden="true" /> {t('Create')}
          </button>
        }
      />
    </nav>
  );
}

/** Phones and tablets (below 1024 px): a bottom tab bar with the same places (above the home indicator). */
export function TabBar() {
  const place = usePlace();
  const tab = 'flex min-h-14 flex-col items-center justify-end gap-0.5 pb-1.5 pt-1 text-[0.7rem] font-medium leading-tight [&_svg]:size-5';
  const tone = (active: boolean) => (active ? 'text-brand-strong' : 'text-muted-foreground hover:text-foreground');
  return (
    <nav
      aria-label={t('Main')}
      data-tab-bar=""
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-background/85 lg:hidden"
    >
      <ul className="mx-auto grid max-w-lg grid-cols-5">
        {ITEMS.map((i) => (
          <li key={i.place}>
            <Link to={i.to} aria-current={place === i.place ? 'page' : undefined} className={cn(tab, tone(place === i.place))}>
              {i.icon}
              {t(i.label)}
            </Link>
          </li>
        ))}
        <li>
          <CreateMenu
            side="top"
            trigger={
              <button type="button" aria-current={place === 'create' ? 'page' : undefined} className={cn(tab, 'w-full', tone(place === 'create'))}>
                <span className="flex size-7 items-center justify-center rounded-full bg-primary text-primary-foreground [&_svg]:size-4">
                  <Plus aria-hidden="true" />
                </span>
                {t('Create')}
              </button>
            }
          />
        </li>
      </ul>
    </nav>
  );
}
