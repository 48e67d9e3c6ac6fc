/**
 * "Add this place" (issue 28): name the place and drop its pin; it becomes a venue everyone finds by name. A venue
 * already there (a near-identical name within 150 m) is offered instead of a duplicate. Loaded when opened.
 */
import * as React from 'react';
import { PLACE_QUERY_MIN, VENUE_TEXTS, type Point, type Venue, type VenueConflict } from '@kickoff/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LazyPlaceMap } from '@/components/map/lazy-place-map';
import { ApiError, apiJson } from '@/lib/api';
import { loadNearChoice } from '@/lib/near-me';
import { usePlaces } from './get-places';
import { t } from '@/lib/i18n';

export interface AddVenueProps {
  name: string;
  onAdded(venue: Venue): void;
  onCancel(): void;
}

export default function AddVenue({ name: initialName, onAdded, onCancel }: AddVenueProps) {
  const [name, setName] = React.useState(initialName.trim());
  const [pin, setPin] = React.useState<Point | null>(() => loadNearChoice());
  // Not known from Near me: the device's position, when the person allows it.
  React.useEffect(() => {
    if (pin || typeof navigator === 'undefined' || !navigator.geolocation) return;
    navigator.geolocation.getCurrentPosition(
      (p) => setPin((current) => current ?? { latitude: p.coords.latitude, longitude: p.coords.longitude }),
      () => undefined,
      { timeout: 10_000, maximumAge: 600_000 },
    );
    // Asked once, when the panel opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [error, setError] = React.useState<string | null>(null);
  const [existing, setExisting] = React.useState<Venue | null>(null);
  const [pending, setPending] = React.useState(false);
  // No known position: start the map at the best match of the typed text (a city), where the person drops the pin.
  const guess = usePlaces(pin ? '' : initialName.length >= PLACE_QUERY_MIN ? initialName : '');
  const start = pin ?? guess.data?.items[0] ?? null;

  async function save() {
    setError(null);
    setExisting(null);
    const at = pin ?? start;
    if (!at) return setError(t(VENUE_TEXTS.messages.pinRequired));
    setPending(true);
    try {
      onAdded(await apiJson<Venue>('POST', '/api/venues', { name, latitude: at.latitude, longitude: at.longitude }));
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) setExisting((JSON.parse(e.body) as VenueConflict).existing);
      else setError(e instanceof ApiError ? (e.fields?.name ?? e.fields?.latitude ?? e.serverMessage ?? t('Could not add the place')) : t('Could not add the place'));
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="add-venue-title" className="mt-2 grid gap-3 rounded-lg border bg-card p-3 shadow-sm">
      <div className="grid gap-0.5">
        <h3 id="add-venue-title" className="text-sm font-semibold">
          {t(VENUE_TEXTS.addVenueTitle)}
        </h3>
        <p className="text-xs text-muted-foreground">{t(VENUE_TEXTS.addVenueHelp)}</p>
      </div>
      <FormField id="add-venue-name" label={t('Place name')} error={error ?? undefined}>
        <Input id="add-venue-name" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
      </FormField>
      {start ? (
        <div className="grid gap-1.5">
          <LazyPlaceMap point={pin ?? start} label={name || t('the new place')} onMove={setPin} className="h-52 overflow-hidden rounded-lg border" />
          <p className="text-xs text-muted-foreground">{t('Drag the pin or tap the map where people meet.')}</p>
        </div>
      ) : null}
      {existing ? (
        <div role="status" className="grid gap-2 rounded-md bg-secondary p-2 text-sm">
          <p>
            {t(VENUE_TEXTS.duplicateFound)} <strong>{existing.name}</strong>
          </p>
          <Button type="button" size="sm" onClick={() => onAdded(existing)}>
            {t('Use {name}', { name: existing.name })}
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" disabled={pending || !name.trim()} onClick={() => void save()}>
          {t(VENUE_TEXTS.saveVenue)}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          {t('Cancel')}
        </Button>
      </div>
    </section>
  );
}
