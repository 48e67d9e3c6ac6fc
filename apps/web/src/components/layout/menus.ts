/** The header's and the tab bar's menus in one lazy chunk (loaded after the first paint by `Deferred`). */
export { CreateMenu } from './create-menu';
export { MobileNav, UserMenu } from './user-menu';
