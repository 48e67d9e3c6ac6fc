/**
 * A form's location (event, group, profile): the type-ahead and a line saying whether the place is on the map; the
 * event form adds its pin map below. Choosing a place fills the text and the coordinates; typing after that keeps the
 * pin (a field or court number is still the same place); emptying the text drops it. The type-ahead loads just after
 * the form draws; until then the field is a plain text input with the same value, so typing never waits.
 */
import * as React from 'react';
import type { Place } from '@kickoff/shared';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

const LocationInput = React.lazy(() => import('./location-input'));

export interface LocationValue {
  location: string;
  latitude: number | null;
  longitude: number | null;
  /** The venue chosen (issue 28); forms without venues leave it out. */
  venueId?: string | null;
}

/** What a form holds: coordinates may be unset or, from a multipart contract's input type, anything. */
export interface LocationFormValue {
  location: string | null | undefined;
  venueId?: string | null;
  latitude: unknown;
  longitude: unknown;
}

const coordinate = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export interface LocationFieldProps {
  id: string;
  label: React.ReactNode;
  value: LocationValue;
  /** `place` is set when the change came from choosing a suggestion. */
  onChange(next: LocationValue, place?: Place): void;
  error?: string;
  placeholder?: string;
  inputRef?: React.Ref<HTMLInputElement>;
  onBlur?(): void;
  required?: boolean;
  /** Below the field (the event form's pin map). */
  children?: React.ReactNode;
}

export function LocationField({ children, label, value: raw, ...rest }: Omit<LocationFieldProps, 'value'> & { value: LocationFormValue }) {
  const value: LocationValue = { location: raw.location ?? '', latitude: coordinate(raw.latitude), longitude: coordinate(raw.longitude), venueId: raw.venueId ?? null };
  const props = { ...rest, value };
  const { id, onChange, error } = props;
  const statusId = `${id}-map-status`;
  const describedBy = [error ? `${id}-error` : null, statusId].filter(Boolean).join(' ');
  const focusedEarly = React.useRef(false);
  const typed = (text: string) => onChange(text.trim() ? { ...value, location: text } : { location: text, latitude: null, longitude: null, venueId: null });

  return (
    <FormField id={id} label={label} error={error}>
      <React.Suspense
        fallback={
          <>
            <Input
              id={id}
              ref={props.inputRef}
              type="text"
              autoComplete="off"
              value={value.location}
              placeholder={props.placeholder}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              onBlur={props.onBlur}
              onFocus={() => (focusedEarly.current = true)}
              onChange={(e) => typed(e.target.value)}
            />
            <p id={statusId} className="min-h-6" />
          </>
        }
      >
        <LocationInput
          {...props}
          describedBy={describedBy}
          statusId={statusId}
          invalid={Boolean(error)}
          focusOnMount={focusedEarly.current}
          typed={typed}
        />
      </React.Suspense>
      {children}
    </FormField>
  );
}
