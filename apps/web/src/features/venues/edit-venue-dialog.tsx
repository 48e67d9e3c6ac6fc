/**
 * "Edit venue" (issue 28), for those the server lets edit (the adder, creators of groups with games there): name, pin
 * on the event form's map control, address, sports, details and a photo. Refusals are the server's words in the dialog
 * (403), a near-identical venue already there is named (409). Loaded when opened.
 */
import * as React from 'react';
import { Link } from 'react-router';
import { ImagePlus, Trash2 } from 'lucide-react';
import { LIMITS, MESSAGES, SPORTS, VENUE_LIMITS, VENUE_TEXTS, type Point, type UpdateVenueInput, type Venue, type VenueConflict } from '@kickoff/shared';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { LazyPlaceMap } from '@/components/map/lazy-place-map';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api';
import { useUpdateVenue, type PhotoChange } from './update-venue';
import { m, t } from '@/lib/i18n';

const T = VENUE_TEXTS;
type Maybe = 'yes' | 'no' | '';
const maybeOf = (v: boolean | null): Maybe => (v === null ? '' : v ? 'yes' : 'no');
const boolOf = (v: Maybe): boolean | null => (v === '' ? null : v === 'yes');

function YesNoField({ id, label, value, onChange }: { id: string; label: string; value: Maybe; onChange(v: Maybe): void }) {
  return (
    <FormField id={id} label={label}>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as Maybe)}>
        <option value="">{t('Not said')}</option>
        <option value="yes">{t(T.yes)}</option>
        <option value="no">{t(T.no)}</option>
      </NativeSelect>
    </FormField>
  );
}

export default function EditVenueDialog({ venue, onDone }: { venue: Venue; onDone(): void }) {
  const [name, setName] = React.useState(venue.name);
  const [pin, setPin] = React.useState<Point>({ latitude: venue.latitude, longitude: venue.longitude });
  const [address, setAddress] = React.useState(venue.address ?? '');
  const [sports, setSports] = React.useState<string[]>(venue.sports);
  const [setting, setSetting] = React.useState<string>(venue.setting ?? '');
  const [surface, setSurface] = React.useState(venue.surface ?? '');
  const [lights, setLights] = React.useState<Maybe>(maybeOf(venue.lights));
  const [parking, setParking] = React.useState<Maybe>(maybeOf(venue.parking));
  const [restrooms, setRestrooms] = React.useState<Maybe>(maybeOf(venue.restrooms));
  const [accessibility, setAccessibility] = React.useState(venue.accessibility ?? '');
  const [photo, setPhoto] = React.useState<PhotoChange>(null);
  const [preview, setPreview] = React.useState<string | null>(null);
  const [problem, setProblem] = React.useState<{ message: string; fields: Record<string, string>; existing?: Venue } | null>(null);
  const save = useUpdateVenue(venue.id);
  const fileRef = React.useRef<HTMLInputElement>(null);

  React.useEffect(() => {
    if (!photo || !('file' in photo)) return setPreview(null);
    const url = URL.createObjectURL(photo.file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const choosePhoto = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) return setProblem({ message: m(MESSAGES.upload.notAnImage), fields: { venuePhoto: m(MESSAGES.upload.notAnImage) } });
    if (file.size > LIMITS.groupImageBytes) return setProblem({ message: m(MESSAGES.group.imageTooLarge), fields: { venuePhoto: m(MESSAGES.group.imageTooLarge) } });
    setProblem(null);
    setPhoto({ file });
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setProblem(null);
    const input: UpdateVenueInput = {
      name,
      latitude: pin.latitude,
      longitude: pin.longitude,
      address,
      sports,
      setting: (setting || null) as UpdateVenueInput['setting'],
      surface,
      lights: boolOf(lights),
      parking: boolOf(parking),
      restrooms: boolOf(restrooms),
      accessibility,
    };
    try {
      await save.mutateAsync({ input, photo });
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) return setProblem({ message: t('Could not save the venue. Try again.'), fields: {} });
      if (error.status === 409) {
        const conflict = JSON.parse(error.body) as VenueConflict;
        return setProblem({ message: t(T.duplicateFound), fields: {}, existing: conflict.existing });
      }
      setProblem({ message: error.serverMessage ?? t('Could not save the venue. Try again.'), fields: error.fields ?? {} });
    }
  }

  const fieldError = (key: string) => problem?.fields[key];
  const shownPhoto = preview ?? (photo && 'remove' in photo ? null : venue.imageUrl);
  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{t(T.editVenue)}</DialogTitle>
        <DialogDescription>{t("Changes are kept in the venue's history. Everyone sees them on its page and in place search.")}</DialogDescription>
      </DialogHeader>
      <FormField id="venue-name" label={t('Name')} error={fieldError('name')}>
        <Input id="venue-name" value={name} maxLength={VENUE_LIMITS.name} onChange={(e) => setName(e.target.value)} aria-invalid={Boolean(fieldError('name')) || undefined} />
      </FormField>
      <div className="grid gap-1.5">
        <LazyPlaceMap point={pin} label={name || venue.name} onMove={setPin} className="h-52 overflow-hidden rounded-lg border" />
        <p className="text-xs text-muted-foreground">{t('Drag the pin or tap the map where people meet.')}</p>
        {fieldError('latitude') || fieldError('longitude') ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {fieldError('latitude') ?? fieldError('longitude')}
          </p>
        ) : null}
      </div>
      <FormField id="venue-address" label={t('Address (optional)')} error={fieldError('address')}>
        <Input id="venue-address" value={address} maxLength={VENUE_LIMITS.address} onChange={(e) => setAddress(e.target.value)} />
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t(T.sports)}</legend>
        <div className="grid grid-cols-2 gap-x-3 gap-y-1 sm:grid-cols-3">
          {SPORTS.map((s) => (
            <label key={s.value} className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-[var(--primary)]"
                checked={sports.includes(s.value)}
                onChange={(e) => setSports((all) => (e.target.checked ? [...all, s.value] : all.filter((v) => v !== s.value)))}
              />
              <span aria-hidden="true">{s.emoji}</span> {t(s.label)}
            </label>
          ))}
        </div>
        {fieldError('sports') ? <p className="text-sm font-medium text-destructive">{fieldError('sports')}</p> : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="venue-setting" label={t('Indoor or outdoor')}>
          <NativeSelect id="venue-setting" value={setting} onChange={(e) => setSetting(e.target.value)}>
            <option value="">{t('Not said')}</option>
            {(['outdoor', 'indoor', 'both'] as const).map((v) => (
              <option key={v} value={v}>
                {t(T.setting[v])}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="venue-surface" label={t(T.surface)} error={fieldError('surface')}>
          <Input id="venue-surface" value={surface} maxLength={VENUE_LIMITS.surface} placeholder={t('Grass, turf, hardwood...')} onChange={(e) => setSurface(e.target.value)} />
        </FormField>
      </div>
      <div className="grid grid-cols-3 gap-3">
        <YesNoField id="venue-lights" label={t(T.lights)} value={lights} onChange={setLights} />
        <YesNoField id="venue-parking" label={t(T.parking)} value={parking} onChange={setParking} />
        <YesNoField id="venue-restrooms" label={t(T.restrooms)} value={restrooms} onChange={setRestrooms} />
      </div>
      <FormField id="venue-accessibility" label={t('Accessibility notes')} error={fieldError('accessibility')}>
        <Textarea id="venue-accessibility" value={accessibility} maxLength={VENUE_LIMITS.accessibility} rows={3} onChange={(e) => setAccessibility(e.target.value)} />
      </FormField>
      <div className="grid gap-2">
        <Label htmlFor="venue-photo">{t('Photo')}</Label>
        <div className="flex items-center gap-4">
          <div className="flex h-20 w-28 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-secondary">
            {shownPhoto ? (
              <img src={shownPhoto} alt={t('Photo of {name}', { name: venue.name })} className="size-full object-cover" />
            ) : (
              <ImagePlus className="size-6 text-muted-foreground" aria-hidden="true" />
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => fileRef.current?.click()}>
              <ImagePlus aria-hidden="true" /> {shownPhoto ? t('Change photo') : t('Add a photo')}
            </Button>
            {shownPhoto ? (
              <Button type="button" variant="ghost" onClick={() => setPhoto(venue.imageUrl ? { remove: true } : null)}>
                <Trash2 aria-hidden="true" /> {t('Remove photo')}
              </Button>
            ) : null}
          </div>
          <input
            ref={fileRef}
            id="venue-photo"
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            onChange={(e) => choosePhoto(e.target.files?.[0])}
          />
        </div>
        {fieldError('venuePhoto') ? <p className="text-sm font-medium text-destructive">{fieldError('venuePhoto')}</p> : null}
      </div>
      {problem && !Object.keys(problem.fields).length ? (
        <div role="alert" className="grid gap-1 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
          <p className="font-medium">{problem.message}</p>
          {problem.existing ? (
            <Link to={paths.venue(problem.existing.id)} className="underline" onClick={onDone}>
              {problem.existing.name}
            </Link>
          ) : null}
        </div>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('Cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending || !name.trim()}>
          {save.isPending ? t('Saving...') : t('Save venue')}
        </Button>
      </DialogFooter>
    </form>
  );
}
