import { Bell, ShieldAlert, CalendarClock, CalendarCog, CalendarPlus, CalendarX, Clock, MessageCircle, MessagesSquare, MailPlus, PartyPopper, UserCheck, UserPlus, UserRoundPlus, UsersRound } from 'lucide-react';
import type { NotificationType } from '@kickoff/shared';

const ICONS: Record<NotificationType, typeof Bell> = {
  group_message: MessagesSquare,
  event_comment: MessageCircle,
  new_event: CalendarPlus,
  event_reminder: Clock,
  waitlist_promoted: PartyPopper,
  event_cancelled: CalendarX,
  membership_approved: UserCheck,
  join_request: UserRoundPlus,
  new_member: UserPlus,
  participation_changed: CalendarClock,
  added_to_group: UsersRound,
  event_updated: CalendarCog,
  teams_published: UsersRound,
  group_invitation: MailPlus,
  moderation_notice: ShieldAlert,
};

export function NotificationIcon({ type }: { type: NotificationType }) {
  const Icon = ICONS[type] ?? Bell;
  const tone = type === 'event_cancelled' ? 'bg-destructive/10 text-destructive' : 'bg-brand-soft text-brand-strong';
  return (
    <span className={`flex size-9 shrink-0 items-center justify-center rounded-full ${tone}`} aria-hidden="true">
      <Icon className="size-4" />
    </span>
  );
}
