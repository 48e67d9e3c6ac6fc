/** The invitations feature's public face (issue 18): invite links on Manage Members, the invite page, the invitee's invitations. */
export { InviteLinksPanel } from './components/invite-links-panel';
export { SentInvitationsPanel } from './components/sent-invitations-panel';
export { InviteScreen } from './components/invite-screen';
export { InvitationsScreen } from './components/invitations-screen';
