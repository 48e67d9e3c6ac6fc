/** The profile form of spec §5: names, email (required), location and timezone (optional), and the photo to upload. */
import { t } from '@/lib/i18n';
import * as React from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { hasPlaceholderName, MESSAGES, updateProfileInputSchema, type UserProfile } from '@kickoff/shared';
import { useAuth } from '@/lib/auth';
import { LocationField } from '@/components/places/location-field';
import { ApiError } from '@/lib/api';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { errorToast, toast } from '@/components/ui/use-toast';
import { useUpdateProfile } from '../api/update-profile';
import { EmailStatusBadge } from './email-status-badge';

// The code box and its calls are needed only while an address waits for its code.
const EmailVerification = React.lazy(() => import('./email-verification'));

type FormInput = z.input<typeof updateProfileInputSchema>;
type FormOutput = z.output<typeof updateProfileInputSchema>;

const FIELDS = ['firstName', 'lastName', 'email', 'location', 'timezone', 'latitude', 'longitude', 'distanceUnit'] as const;
type TextField = 'firstName' | 'lastName' | 'email' | 'timezone';




function timeZones(current: string | null): string[] {
  let zones: string[] = [];
  try {
    zones = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  } catch {
    zones = [];
  }
  if (current && !zones.includes(current)) zones = [current, ...zones];
  return zones;
}

export function submitLabel(pending: boolean, hasPhoto: boolean): string {
  if (pending) return hasPhoto ? t('Uploading...') : t('Saving...');
  return hasPhoto ? t('Save Changes & Upload Photo') : t('Save Changes');
}

export function ProfileForm({ profile, photo, onSaved }: { profile: UserProfile; photo: File | null; onSaved: () => void }) {
  const { user, refresh } = useAuth();
  const zones = React.useMemo(() => timeZones(profile.timezone), [profile.timezone]);
  const guessedZone = React.useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, []);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(updateProfileInputSchema),
    defaultValues: {
      // An account made by signing in is called "User" until its person names it: the field starts empty for them.
      firstName: hasPlaceholderName(profile) ? '' : profile.firstName,
      lastName: profile.lastName,
      // The address waiting for its code is the one the person last gave.
      email: profile.pendingEmail ?? profile.email ?? '',
      location: profile.location ?? '',
      latitude: profile.latitude,
      longitude: profile.longitude,
      distanceUnit: profile.distanceUnit ?? '',
      timezone: profile.timezone ?? '',
    },
  });
  const { errors } = form.formState;

  const mutation = useUpdateProfile({
    onSuccess: async () => {
      toast({ title: 'Profile updated', description: 'Your profile has been updated successfully.', variant: 'success' });
      onSaved();
      await refresh();
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    if (!user) {
      errorToast(null, MESSAGES.common.userNotAuthenticated);
      return;
    }
    mutation.mutate(
      { values: { ...values, location: values.location ?? undefined, timezone: values.timezone ?? undefined }, photo },
      {
        onError: (error) => {
          if (error instanceof ApiError && error.fields) {
            for (const [key, message] of Object.entries(error.fields)) {
              if ((FIELDS as readonly string[]).includes(key)) form.setError(key as (typeof FIELDS)[number], { message });
            }
          }
          errorToast(error, 'Failed to update profile');
        },
      },
    );
  });

  const field = (name: TextField) => ({
    id: `profile-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `profile-${name}-error` : undefined,
    ...form.register(name),
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="profile-firstName" label={t('First Name')} error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...field('firstName')} />
        </FormField>
        <FormField id="profile-lastName" label={t('Last Name')} error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...field('lastName')} />
        </FormField>
      </div>
      <div className="grid gap-3">
        <FormField
          id="profile-email"
          label={
            <>
              {t('Email')}
              <EmailStatusBadge profile={profile} />
            </>
          }
          error={errors.email?.message}
        >
          <Input type="email" inputMode="email" autoComplete="email" placeholder="you@example.com" required {...field('email')} />
        </FormField>
        {profile.pendingEmail ? (
          <React.Suspense fallback={null}>
            <EmailVerification profile={profile} />
          </React.Suspense>
        ) : null}
      </div>
      <Controller
        control={form.control}
        name="location"
        render={({ field: location }) => (
          <LocationField
            id="profile-location"
            label={t('Location (Optional)')}
            error={errors.location?.message ?? errors.latitude?.message}
            placeholder={t('City, State')}
            inputRef={location.ref}
            onBlur={location.onBlur}
            value={{ location: location.value, latitude: form.watch('latitude'), longitude: form.watch('longitude') }}
            onChange={(next) => {
              location.onChange(next.location);
              form.setValue('latitude', next.latitude, { shouldDirty: true });
              form.setValue('longitude', next.longitude, { shouldDirty: true });
            }}
          />
        )}
      />
      <FormField
        id="profile-distanceUnit"
        label={t('Distance units')}
        error={errors.distanceUnit?.message}
        hint={t('Automatic: miles in the US, kilometers elsewhere.')}
      >
        <NativeSelect id="profile-distanceUnit" {...form.register('distanceUnit')}>
          <option value="">{t('Automatic')}</option>
          <option value="mi">{t('Miles')}</option>
          <option value="km">{t('Kilometers')}</option>
        </NativeSelect>
      </FormField>
      <FormField
        id="profile-timezone"
        label={t('Timezone (Optional)')}
        error={errors.timezone?.message}
        hint={
          guessedZone && form.watch('timezone') !== guessedZone ? (
            <>
              {t('Your device uses {zone}.', { zone: guessedZone.replace(/_/g, ' ') })}{' '}
              <button
                type="button"
                className="font-semibold text-brand-strong underline-offset-2 hover:underline"
                onClick={() => form.setValue('timezone', guessedZone, { shouldDirty: true })}
              >
                {t('Use it')}
              </button>
            </>
          ) : undefined
        }
      >
        <NativeSelect {...field('timezone')}>
          <option value="">{t('Not set')}</option>
          {zones.map((z) => (
            <option key={z} value={z}>
              {z.replace(/_/g, ' ')}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="flex justify-end border-t pt-5">
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={mutation.isPending}>
          {submitLabel(mutation.isPending, Boolean(photo))}
        </Button>
      </div>
    </form>
  );
}
