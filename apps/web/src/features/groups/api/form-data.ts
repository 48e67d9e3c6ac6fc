/** The multipart body of POST /api/groups and PUT /api/groups/{id} (spec §7): text fields plus groupImage. */
import type { GroupFormValues } from '../components/group-form-schema';

/** `rule`: send the no-show rule (the Edit Group form shows it); blank turns it off. */
export function groupFormData(values: GroupFormValues, image?: File | null, rule = false): FormData {
  const form = new FormData();
  form.set('name', values.name);
  form.set('sportType', values.sportType);
  form.set('description', values.description ?? '');
  form.set('location', values.location ?? '');
  form.set('latitude', values.latitude == null ? '' : String(values.latitude));
  form.set('longitude', values.longitude == null ? '' : String(values.longitude));
  form.set('isPrivate', values.isPrivate ? 'true' : 'false');
  if (rule) form.set('noShowLimit', values.noShowLimit == null ? '' : String(values.noShowLimit));
  if (image) form.set('groupImage', image);
  return form;
}
