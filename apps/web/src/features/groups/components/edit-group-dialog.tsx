/** The Edit Group dialog (spec §2), opened from the group card and the detail screen. */
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useUpdateGroup } from '../api/update-group';
import type { Group } from '../api/types';
import type { GroupFormInput } from './group-form-schema';
import { GroupFormFields } from './group-form-fields';
import { onInvalidGroupForm, useGroupForm } from './use-group-form';

function valuesOf(group: Group): GroupFormInput {
  return {
    name: group.name,
    sportType: group.sportType,
    description: group.description ?? '',
    location: group.location ?? '',
    latitude: group.latitude,
    longitude: group.longitude,
    isPrivate: group.isPrivate,
  };
}

export function EditGroupDialog({ group, open, onOpenChange }: { group: Group; open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Edit Group</DialogTitle>
          <DialogDescription>Update your group's details. Members see the changes right away.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the group's current values. */}
        {open ? <EditGroupForm group={group} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditGroupForm({ group, onDone }: { group: Group; onDone(): void }) {
  const defaults = React.useMemo(() => valuesOf(group), [group]);
  const { form, image, setImage } = useGroupForm(defaults);
  const updateGroup = useUpdateGroup();
  const [removeImage, setRemoveImage] = React.useState(false);
  const submit = form.handleSubmit(
    (values) => updateGroup.mutate({ id: group.id, values, image, removeImage: removeImage && !image }, { onSuccess: onDone }),
    onInvalidGroupForm,
  );
  return (
    <form noValidate onSubmit={submit} className="grid gap-6" aria-label="Edit Group">
      <GroupFormFields
        form={form}
        idPrefix={`edit-group-${group.id}`}
        image={image}
        onImageChange={setImage}
        currentImageUrl={removeImage ? null : group.imageUrl}
        onRemoveCurrentImage={() => setRemoveImage(true)}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={updateGroup.isPending}>
          {updateGroup.isPending ? 'Updating...' : 'Save Changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}
