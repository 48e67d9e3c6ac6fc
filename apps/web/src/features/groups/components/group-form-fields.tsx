/** The fields of the group form (spec §5), shared by /create-group and the Edit Group dialog. */
import { t } from '@/lib/i18n';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Lock, UserX } from 'lucide-react';
import { NO_SHOW_RULE } from '@kickoff/shared';
import { LocationField } from '@/components/places/location-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SportOptions } from '@/components/ui/sport-options';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import type { GroupFormInput, GroupFormValues } from './group-form-schema';
import { GroupImageField } from './group-image-field';

export const emptyGroupForm: GroupFormInput = {
  name: '',
  sportType: '',
  description: '',
  location: '',
  latitude: null,
  longitude: null,
  isPrivate: false,
};



export function GroupFormFields({
  form,
  idPrefix,
  image,
  onImageChange,
  currentImageUrl,
  onRemoveCurrentImage,
  noShowRule = false,
}: {
  form: UseFormReturn<GroupFormInput, unknown, GroupFormValues>;
  /** The Edit Group form: the group's no-show rule (issue 14). */
  noShowRule?: boolean;
  idPrefix: string;
  image: File | null;
  onImageChange(file: File | null): void;
  currentImageUrl?: string | null;
  onRemoveCurrentImage?(): void;
}) {
  const { register, control, formState, watch, setValue } = form;
  const errors = formState.errors;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="grid gap-5">
      <FormField id={id('name')} label={t('Group Name')} error={errors.name?.message}>
        <Input
          id={id('name')}
          autoComplete="off"
          placeholder={t('e.g. Sunday Morning Soccer')}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id('name')}-error` : undefined}
          aria-required="true"
          {...register('name')}
        />
      </FormField>
      <FormField id={id('sportType')} label={t('Sport')} error={errors.sportType?.message}>
        <NativeSelect
          id={id('sportType')}
          aria-invalid={errors.sportType ? true : undefined}
          aria-describedby={errors.sportType ? `${id('sportType')}-error` : undefined}
          aria-required="true"
          {...register('sportType')}
        >
          <SportOptions emptyLabel={t('Select a sport')} />
        </NativeSelect>
      </FormField>
      <FormField id={id('description')} label={t('Description')} error={errors.description?.message}>
        <Textarea
          id={id('description')}
          rows={4}
          placeholder={t('What does your group play, when and for whom?')}
          aria-invalid={errors.description ? true : undefined}
          {...register('description')}
        />
      </FormField>
      <Controller
        control={control}
        name="location"
        render={({ field }) => (
          <LocationField
            id={id('location')}
            label={t('Location')}
            error={errors.location?.message ?? errors.latitude?.message}
            placeholder={t('e.g. Austin, TX')}
            inputRef={field.ref}
            onBlur={field.onBlur}
            value={{ location: field.value, latitude: watch('latitude'), longitude: watch('longitude') }}
            onChange={(next) => {
              field.onChange(next.location);
              setValue('latitude', next.latitude, { shouldDirty: true });
              setValue('longitude', next.longitude, { shouldDirty: true });
            }}
          />
        )}
      />
      <Controller
        control={control}
        name="isPrivate"
        render={({ field }) => (
          <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
            <div className="grid gap-1">
              <Label htmlFor={id('isPrivate')} className="flex items-center gap-1.5">
                <Lock className="size-4" aria-hidden="true" /> {t('Private Group')}
              </Label>
              <p id={`${id('isPrivate')}-hint`} className="text-sm text-muted-foreground">
                {t('New members need your approval. Posts, members and events stay visible to members only.')}
              </p>
            </div>
            <Switch
              id={id('isPrivate')}
              checked={field.value === true}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              aria-describedby={`${id('isPrivate')}-hint`}
              className="relative mt-1 after:absolute after:-inset-3 after:content-['']"
            />
          </div>
        )}
      />
      {noShowRule ? (
        <FormField
          id={id('noShowLimit')}
          label={
            <span className="flex items-center gap-1.5">
              <UserX className="size-4" aria-hidden="true" /> {t('No-show rule (optional)')}
            </span>
          }
          error={errors.noShowLimit?.message}
          hint={t("Members with this many no-shows or more in the last {days} days join this group's events on the waitlist; hosts can still give them a place. Leave empty for no rule.", { days: NO_SHOW_RULE.windowDays })}
        >
          <Input
            id={id('noShowLimit')}
            type="number"
            inputMode="numeric"
            min={NO_SHOW_RULE.min}
            max={NO_SHOW_RULE.max}
            step={1}
            placeholder={t('Off')}
            className="w-32"
            aria-invalid={errors.noShowLimit ? true : undefined}
            aria-describedby={errors.noShowLimit ? `${id('noShowLimit')}-error` : undefined}
            {...register('noShowLimit')}
          />
        </FormField>
      ) : null}
      <GroupImageField
        id={id('image')}
        file={image}
        currentUrl={currentImageUrl}
        onFileChange={onImageChange}
        onRemoveCurrent={onRemoveCurrentImage}
      />
    </div>
  );
}
