/**
 * The loaded part of a location field (see location-field.tsx): the type-ahead and the line saying whether the place
 * is on the map, with "Remove pin".
 */
import { MapPin } from 'lucide-react';
import { LocationCombobox } from './location-combobox';
import type { LocationFieldProps } from './location-field';

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
        onPlaceChosen={(place) => onChange({ location: place.label, latitude: place.latitude, longitude: place.longitude }, place)}
      />
      <p id={statusId} className="flex min-h-6 flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
        {pinned ? (
          <>
            <MapPin className="size-3.5 text-primary" aria-hidden="true" />
            <span>On the map: shows up in Near me searches.</span>
            <button
              type="button"
              className="font-semibold text-brand-strong underline-offset-2 hover:underline"
              onClick={() => onChange({ ...value, latitude: null, longitude: null })}
            >
              Remove pin
            </button>
          </>
        ) : value.location.trim() ? (
          <span>Not on the map yet: choose a suggestion to show up in Near me searches.</span>
        ) : (
          <span>Type a city or place, then choose a suggestion.</span>
        )}
      </p>
    </>
  );
}
