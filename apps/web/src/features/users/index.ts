/** The users feature's public face: the role chooser (/) and profile settings (/profile). */
export { RoleChooser } from './components/role-chooser';
export { ProfileSettings } from './components/profile-settings';
