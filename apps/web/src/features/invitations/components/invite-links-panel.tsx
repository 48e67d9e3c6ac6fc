/**
 * The creator's invite links on Manage Members (issue 18): create one (private groups: ask to join or join directly;
 * optional expiry and use limit), copy it, revoke it. Revoked, expired and used-up links stay listed, marked.
 */
import * as React from 'react';
import { Link2, Trash2 } from 'lucide-react';
import { INVITES, type InviteLinkJoinMode } from '@kickoff/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyField, shareableUrl } from '@/components/ui/copy-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useCreateInviteLink } from '../api/create-invite-link';
import { useInviteLinks } from '../api/get-invite-links';
import { useRevokeInviteLink } from '../api/revoke-invite-link';
import type { InviteLink } from '../api/types';
import { currentLanguage, t } from '@/lib/i18n';

/** Ids of the catalog (t() at display): English texts, and 'invite.linkActive' ('Active', singular in Spanish). */
const STATUS_LABEL: Record<InviteLink['status'], string> = { active: 'invite.linkActive', revoked: 'Revoked', expired: 'Expired', used_up: 'Used up' };

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString(currentLanguage() === 'es' ? 'es-US' : 'en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function linkSummary(link: InviteLink, isPrivate: boolean): string {
  const parts = [isPrivate && link.joinMode !== 'join' ? t('Asks to join') : t('Joins directly')];
  parts.push(link.maxUses === null ? t('{count} used', { count: link.useCount }) : t('{count} of {max} used', { count: link.useCount, max: link.maxUses }));
  if (link.revokedAt) parts.push(t('revoked {date}', { date: shortDate(link.revokedAt) }));
  else if (link.expiresAt) parts.push(link.status === 'expired' ? t('expired {date}', { date: shortDate(link.expiresAt) }) : t('expires {date}', { date: shortDate(link.expiresAt) }));
  else parts.push(t('never expires'));
  return parts.join(' · ');
}

function CreateLinkForm({ groupId, isPrivate }: { groupId: string; isPrivate: boolean }) {
  const create = useCreateInviteLink(groupId);
  const [joinMode, setJoinMode] = React.useState<InviteLinkJoinMode>('request');
  const [expiry, setExpiry] = React.useState('7');
  const [maxUses, setMaxUses] = React.useState('');
  const [error, setError] = React.useState<string | undefined>();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const uses = maxUses.trim() ? Number(maxUses) : null;
    if (uses !== null && (!Number.isInteger(uses) || uses < 1 || uses > INVITES.maxUses)) return setError(t(INVITES.messages.maxUsesRange));
    setError(undefined);
    create.mutate({ joinMode, expiresInDays: expiry ? Number(expiry) : null, maxUses: uses });
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end">
      {isPrivate ? (
        <FormField id="invite-join-mode" label={t('People with the link')}>
          <NativeSelect id="invite-join-mode" value={joinMode} onChange={(e) => setJoinMode(e.target.value as InviteLinkJoinMode)}>
            <option value="request">{t('Ask to join (you approve)')}</option>
            <option value="join">{t('Join directly')}</option>
          </NativeSelect>
        </FormField>
      ) : null}
      <FormField id="invite-expiry" label={t('Expires')}>
        <NativeSelect id="invite-expiry" value={expiry} onChange={(e) => setExpiry(e.target.value)}>
          <option value="">{t('Never')}</option>
          {INVITES.expiryDays.map((d) => (
            <option key={d} value={String(d)}>
              {t('In {days, plural, one {# day} other {# days}}', { days: d })}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="invite-max-uses" label={t('Use limit')} error={error}>
        <Input
          id="invite-max-uses"
          type="number"
          inputMode="numeric"
          min={1}
          max={INVITES.maxUses}
          placeholder={t('No limit')}
          value={maxUses}
          onChange={(e) => setMaxUses(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'invite-max-uses-error' : undefined}
        />
      </FormField>
      <Button type="submit" disabled={create.isPending} className={isPrivate ? undefined : 'sm:col-start-4'}>
        <Link2 aria-hidden="true" /> {create.isPending ? t('Creating...') : t('Create link')}
      </Button>
    </form>
  );
}

function LinkRow({ link, groupId, isPrivate }: { link: InviteLink; groupId: string; isPrivate: boolean }) {
  const revoke = useRevokeInviteLink(groupId);
  const [confirming, setConfirming] = React.useState(false);
  const active = link.status === 'active';
  return (
    <li className="grid gap-2 py-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={active ? 'default' : 'secondary'}>{t(STATUS_LABEL[link.status])}</Badge>
        <span className="text-sm text-muted-foreground">{linkSummary(link, isPrivate)}</span>
      </div>
      {active ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <CopyField id={`invite-link-${link.id}`} label={t('Invite link')} value={shareableUrl(link.path, link.url)} copiedToast={INVITES.toasts.linkCopied} />
          <Button variant="ghostDestructive" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" /> {t('Revoke')}
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('Revoke this invite link?')}
            description={t('Anyone who opens it from now on is told it no longer works. People who already joined stay members.')}
            confirmLabel={t('Revoke link')}
            pendingLabel={t('Revoking...')}
            pending={revoke.isPending}
            onConfirm={() => revoke.mutate(link.id, { onSuccess: () => setConfirming(false) })}
          />
        </div>
      ) : null}
    </li>
  );
}

export function InviteLinksPanel({ groupId, isPrivate }: { groupId: string; isPrivate: boolean }) {
  const links = useInviteLinks(groupId);
  const items = links.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="invite-links-title" className="mt-6">
      <Card className="p-4 sm:p-6">
      <h2 id="invite-links-title" className="text-lg font-semibold">
        {t('Invite links')}
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">
        {isPrivate
          ? t('Share a link in your chat: people ask to join, or join directly if you choose so.')
          : t('Share a link in your chat: anyone who opens it can join the group.')}
      </p>
      <CreateLinkForm groupId={groupId} isPrivate={isPrivate} />
      {links.isPending ? (
        <div role="status" aria-label={t('Loading invite links')} className="mt-4 grid gap-2">
          <Skeleton className="h-16 w-full" />
        </div>
      ) : links.isError ? (
        <p className="mt-4 text-sm text-muted-foreground">{t("Couldn't load the invite links.")}</p>
      ) : items.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">{t('No invite links yet.')}</p>
      ) : (
        <>
          <ul className="mt-2 divide-y" aria-label={t('Invite links')}>
            {items.map((link) => (
              <LinkRow key={link.id} link={link} groupId={groupId} isPrivate={isPrivate} />
            ))}
          </ul>
          <LoadMoreButton query={links} label={t('Show more')} className="mt-2 w-full" />
        </>
      )}
      </Card>
    </section>
  );
}
