/** /profile (spec §2): avatar and photo, authentication method, the profile form, and the Delete Account card. */
import { t } from '@/lib/i18n';
import * as React from 'react';
import { Camera, KeyRound, Mail, Phone } from 'lucide-react';
import { LIMITS, MESSAGES, type UserProfile } from '@kickoff/shared';
import { useAuth } from '@/lib/auth';
import { pickImage } from '@/lib/pick-image';
import { paths } from '@/config/paths';
import { BackLink } from '@/components/layout/back-link';
import { Avatar, AvatarFallback, AvatarImage, initialsOf } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useProfile } from '../api/get-profile';
import { ContactSupportCard } from './contact-support-card';
import { LanguageCard } from './language-card';
import { ProfileForm } from './profile-form';

const M = MESSAGES.profile;

/** 'Phone: ...', 'Email: ...' or 'Unknown authentication method' (spec §2). */
// The game day record (issue 14) loads after the page.
const ReliabilityCard = React.lazy(() => import('./reliability-card'));
// Download my data (issue 15): its flow loads with the card, after the page.
const DataExportCard = React.lazy(() => import('./data-export-card'));
// The member's level per sport (issue 14), also after the page.
const SportLevelsCard = React.lazy(() => import('./sport-levels-card'));
// The people the member blocked (issue 34), after the page.
const BlockedPeopleCard = React.lazy(() => import('./blocked-people-card'));

export function authMethodText(profile: Pick<UserProfile, 'phoneNumber' | 'email'>): string {
  if (profile.phoneNumber) return t('Phone: {phone}', { phone: profile.phoneNumber });
  if (profile.email) return t('Email: {email}', { email: profile.email });
  return t('Unknown authentication method');
}

function destructive(title: string, description: string) {
  toast({ title, description, variant: 'destructive' });
}

export function ProfileSettings({ extraCards }: { extraCards?: React.ReactNode }) {
  const profile = useProfile();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-8">
      <BackLink to={paths.home} className="-ml-2 mb-4">
        {t('Back to Dashboard')}
      </BackLink>
      <div className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('Profile Settings')}</h1>
        <p className="mt-1 text-muted-foreground">{t('Manage your account settings and preferences.')}</p>
      </div>
      {profile.isPending ? (
        <ProfileSkeleton />
      ) : profile.isError ? (
        <Card>
          <CardContent className="flex flex-col items-start gap-3 pt-6">
            <p role="alert" className="font-medium">
              {t('We couldn’t load your profile.')}
            </p>
            <p className="text-sm text-muted-foreground">{t('Check your connection and try again.')}</p>
            <Button variant="outline" onClick={() => void profile.refetch()}>
              {t('Try again')}
            </Button>
          </CardContent>
        </Card>
      ) : (
        <LoadedProfile profile={profile.data} />
      )}
      <LanguageCard />
      {extraCards}
      <React.Suspense fallback={null}>
        <SportLevelsCard />
        <ReliabilityCard />
      </React.Suspense>
      <React.Suspense fallback={null}>
        <BlockedPeopleCard />
      </React.Suspense>
      <React.Suspense fallback={null}>
        <DataExportCard />
      </React.Suspense>
      <ContactSupportCard />
    </div>
  );
}

function LoadedProfile({ profile }: { profile: UserProfile }) {
  const { user } = useAuth();
  const fileRef = React.useRef<HTMLInputElement>(null);
  const [photo, setPhoto] = React.useState<File | null>(null);
  const [preview, setPreview] = React.useState<string | null>(null);
  const displayName = `${profile.firstName} ${profile.lastName}`.trim() || user?.displayName || t('User');
  const subtitle = profile.email ?? profile.phoneNumber ?? profile.id;
  const imageSrc = preview ?? profile.profileImageUrl ?? null;

  function openFileInput() {
    const input = fileRef.current;
    if (!input) return destructive('Error', M.inputNotReady);
    try {
      input.click();
    } catch {
      destructive('Error', M.pickerFailed);
    }
  }

  /** Camera or gallery in the native shell, the file input in a browser: the same checks and upload either way. */
  function openPicker() {
    void pickImage(openFileInput, acceptFile, ({ title, description }) => destructive(title, description));
  }

  function onFile(e: React.ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    if (file) acceptFile(file);
  }

  function acceptFile(file: File) {
    const reject = (title: string, text: string) => {
      destructive(title, text);
      if (fileRef.current) fileRef.current.value = '';
    };
    if (!file.type.startsWith('image/')) return reject(M.invalidFileTypeTitle, M.invalidFileType);
    if (file.size > LIMITS.profilePhotoBytes) return reject(M.fileTooLargeTitle, M.fileTooLarge);
    const reader = new FileReader();
    reader.onload = () => {
      setPhoto(file);
      setPreview(typeof reader.result === 'string' ? reader.result : null);
    };
    reader.onerror = () => reject('Error', M.readFailed);
    reader.readAsDataURL(file);
  }

  function clearPhoto() {
    setPhoto(null);
    setPreview(null);
    if (fileRef.current) fileRef.current.value = '';
  }

  const AuthIcon = profile.phoneNumber ? Phone : profile.email ? Mail : KeyRound;

  return (
    <Card>
      <CardContent className="grid gap-6 pt-6">
        <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
          <Avatar className="size-24 text-2xl ring-4 ring-brand-soft">
            {imageSrc ? <AvatarImage src={imageSrc} alt={preview ? t('New photo preview') : t("{name}'s photo", { name: displayName })} /> : null}
            <AvatarFallback>{initialsOf(displayName) || 'U'}</AvatarFallback>
          </Avatar>
          <div className="min-w-0 flex-1">
            <p className="truncate text-xl font-semibold" data-testid="profile-display-name">
              {displayName}
            </p>
            <p className="truncate text-sm text-muted-foreground">{subtitle}</p>
            <div className="mt-3 flex flex-wrap justify-center gap-2 sm:justify-start">
              <Button type="button" variant="outline" onClick={openPicker}>
                <Camera aria-hidden="true" /> {t('Change Photo')}
              </Button>
              {photo ? (
                <Button type="button" variant="ghost" onClick={clearPhoto}>
                  {t('Cancel new photo')}
                </Button>
              ) : null}
            </div>
            <p className="mt-2 text-xs text-muted-foreground">
              {photo ? t('Preview: save your changes to upload this photo.') : t('JPG, PNG or WebP, up to 5 MB.')}
            </p>
            <input ref={fileRef} type="file" accept="image/*" className="sr-only" tabIndex={-1} aria-label={t('Profile photo')} onChange={onFile} />
          </div>
        </div>

        <div className="flex items-start gap-3 rounded-lg border bg-muted p-4">
          <AuthIcon className="mt-0.5 size-5 shrink-0 text-brand-strong" aria-hidden="true" />
          <div>
            <p className="text-sm font-semibold">{t('Authentication Method')}</p>
            <p className="text-sm text-muted-foreground">{authMethodText(profile)}</p>
          </div>
        </div>

        <ProfileForm profile={profile} photo={photo} onSaved={clearPhoto} />
      </CardContent>
    </Card>
  );
}

function ProfileSkeleton() {
  return (
    <Card role="status" aria-busy="true" aria-label={t('Loading profile')}>
      <CardContent className="grid gap-6 pt-6">
        <div className="flex items-center gap-4">
          <Skeleton className="size-24 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-4 w-56" />
            <Skeleton className="h-11 w-36" />
          </div>
        </div>
        <Skeleton className="h-16 w-full" />
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </CardContent>
    </Card>
  );
}
