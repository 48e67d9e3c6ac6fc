/** The Edit Group dialog (spec §2), opened from the group card and the detail screen. */
import { t } from '@/lib/i18n';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useUpdateGroup } from '../api/update-group';
import { useGroup } from '../api/get-group';
import type { Group } from '../api/types';
import type { GroupFormInput } from './group-form-schema';
import { GroupFormFields } from './group-form-fields';
import { onInvalidGroupForm, useGroupForm } from './use-group-form';

function valuesOf(group: Group, noShowLimit: number | null | undefined): GroupFormInput {
  return {
    name: group.name,
    sportType: group.sportType,
    description: group.description ?? '',
    location: group.location ?? '',
    latitude: group.latitude,
    longitude: group.longitude,
    isPrivate: group.isPrivate,
    noShowLimit: noShowLimit == null ? '' : String(noShowLimit),
  };
}

export function EditGroupDialog({ group, open, onOpenChange }: { group: Group; open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('Edit Group')}</DialogTitle>
          <DialogDescription>{t("Update your group's details. Members see the changes right away.")}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the group's current values. */}
        {open ? <EditGroupForm group={group} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditGroupForm({ group, onDone }: { group: Group; onDone(): void }) {
  // The no-show rule is on the group's page data (cached there; fetched once when editing from a card).
  const detail = useGroup(group.id);
  if (detail.isPending) return <div aria-busy="true" className="h-64" />;
  return <EditGroupFields group={group} noShowLimit={detail.data?.noShowLimit} onDone={onDone} />;
}

function EditGroupFields({ group, noShowLimit, onDone }: { group: Group; noShowLimit: number | null | undefined; onDone(): void }) {
  const defaults = React.useMemo(() => valuesOf(group, noShowLimit), [group, noShowLimit]);
  // Without the group's page data (it failed to load) the rule is left as it is.
  const rule = noShowLimit !== undefined;
  const { form, image, setImage } = useGroupForm(defaults);
  const updateGroup = useUpdateGroup();
  const [removeImage, setRemoveImage] = React.useState(false);
  const submit = form.handleSubmit(
    (values) => updateGroup.mutate({ id: group.id, values, image, removeImage: removeImage && !image, rule }, { onSuccess: onDone }),
    onInvalidGroupForm,
  );
  return (
    <form noValidate onSubmit={submit} className="grid gap-6" aria-label={t('Edit Group')}>
      <GroupFormFields
        form={form}
        idPrefix={`edit-group-${group.id}`}
        image={image}
        onImageChange={setImage}
        currentImageUrl={removeImage ? null : group.imageUrl}
        onRemoveCurrentImage={() => setRemoveImage(true)}
        noShowRule={rule}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {t('Cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={updateGroup.isPending}>
          {updateGroup.isPending ? t('Updating...') : t('Save Changes')}
        </Button>
      </DialogFooter>
    </form>
  );
}
