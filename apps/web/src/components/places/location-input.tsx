/**
 * The loaded part of a location field (see location-field.tsx): the type-ahead and the line saying whether the place
 * is on the map, with "Remove pin".
 */
import { t } from '@/lib/i18n';
import * as React from 'react';
import { MapPin } from 'lucide-react';
import { VENUE_TEXTS } from '@kickoff/shared';
import { LocationCombobox } from './location-combobox';
import type { LocationFieldProps } from './location-field';

const AddVenue = React.lazy(() => import('./add-venue'));

export interface LocationInputProps extends Omit<LocationFieldProps, 'label' | 'error' | 'children'> {
  describedBy: string;
  statusId: string;
  invalid: boolean;
  /** The plain field had the focus while this loaded. */
  focusOnMount: boolean;
  typed(text: string): void;
}

export default function LocationInput({ id, value, onChange, placeholder, inputRef, onBlur, required, describedBy, statusId, invalid, focusOnMount, typed }: LocationInputProps) {
  const pinned = value.latitude !== null && value.longitude !== null;
  const [adding, setAdding] = React.useState(false);
  return (
    <>
      <LocationCombobox
        id={id}
        ref={inputRef}
        value={value.location}
        placeholder={placeholder}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        onBlur={onBlur}
        focusOnMount={focusOnMount}
        onTextChange={typed}
        onPlaceChosen={(place) =>
          onChange({ location: place.source === 'venue' ? place.name : place.label, latitude: place.latitude, longitude: place.longitude, venueId: place.venueId ?? null }, place)
        }
      />
      <p id={statusId} className="flex min-h-6 flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
        {pinned ? (
          <>
            <MapPin className="size-3.5 text-primary" aria-hidden="true" />
            <span>{t('On the map: shows up in Near me searches.')}</span>
            <button
              type="button"
              className="font-semibold text-brand-strong underline-offset-2 hover:underline"
              onClick={() => onChange({ ...value, latitude: null, longitude: null, venueId: null })}
            >
              {t('Remove pin')}
            </button>
          </>
        ) : value.location.trim() ? (
          <>
            <span className="font-medium text-foreground">{t(VENUE_TEXTS.notOnMap)}</span>
            <span>{t(': choose a suggestion to show up in Near me searches, or')}</span>
            <button
              type="button"
              className="font-semibold text-brand-strong underline-offset-2 hover:underline"
              aria-expanded={adding}
              onClick={() => setAdding(true)}
            >
              {t(VENUE_TEXTS.addThisPlace)}
            </button>
          </>
        ) : (
          <span>{t('Type a city or place, then choose a suggestion.')}</span>
        )}
      </p>
      {adding && !pinned ? (
        <React.Suspense fallback={null}>
          <AddVenue
            name={value.location}
            onCancel={() => setAdding(false)}
            onAdded={(venue) => {
              setAdding(false);
              onChange(
                { location: venue.name, latitude: venue.latitude, longitude: venue.longitude, venueId: venue.id },
                { name: venue.name, label: venue.name, country: '', latitude: venue.latitude, longitude: venue.longitude, population: 0, timeZone: venue.timeZone, source: 'venue', venueId: venue.id },
              );
            }}
          />
        </React.Suspense>
      ) : null}
    </>
  );
}
