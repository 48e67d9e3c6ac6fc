/**
 * The location type-ahead of the event, group and profile forms (WAI-ARIA combobox with a listbox popup): typing asks
 * /api/places after a short pause (2 characters at least), arrows move through the answers, Enter or a tap chooses
 * one, Escape closes the list. Text that matches no place opens no list and is kept as typed (no coordinates).
 */
import * as React from 'react';
import { Building2, MapPin, Trophy } from 'lucide-react';
import { formatDistance, unitForLocale } from '@/lib/distance';
import { PLACE_QUERY_MIN, type Place } from '@kickoff/shared';
import { Input } from '@/components/ui/input';
import { useDebounced } from '@/lib/use-debounced';
import { cn } from '@/lib/utils';
import { usePlaces } from './get-places';
import { t } from '@/lib/i18n';

const DEBOUNCE_MS = 250;
const NONE: Place[] = [];

export interface LocationComboboxProps extends Omit<React.ComponentProps<'input'>, 'value' | 'onChange' | 'role' | 'type'> {
  id: string;
  value: string;
  /** The text changed by typing (no place chosen). */
  onTextChange(text: string): void;
  /** A place was chosen from the list (the caller sets the text, usually to its label, and the coordinates). */
  onPlaceChosen(place: Place): void;
  /** Take the focus when mounted (the field was focused while this module loaded). */
  focusOnMount?: boolean;
}

export function LocationCombobox({
  id,
  value,
  onTextChange,
  onPlaceChosen,
  focusOnMount,
  className,
  onBlur,
  onKeyDown,
  ...inputProps
}: LocationComboboxProps) {
  const [open, setOpen] = React.useState(false);
  const [active, setActive] = React.useState(-1);
  // Only typing searches: a chosen place's label or the form's initial value must not pop the list open.
  const [typed, setTyped] = React.useState('');
  const query = useDebounced(typed, DEBOUNCE_MS);
  const places = usePlaces(query);
  const items = query.trim().length >= PLACE_QUERY_MIN ? (places.data?.items ?? NONE) : NONE;
  const listId = `${id}-places`;
  // No list without suggestions: free text is fine as it is (the field's status line says it is not on the map).
  const showList = open && typed.trim().length >= PLACE_QUERY_MIN && items.length > 0;
  const optionId = (i: number) => `${id}-place-${i}`;

  React.useEffect(() => setActive(-1), [items]);
  React.useEffect(() => {
    if (focusOnMount) document.getElementById(id)?.focus();
    // Once, when the loaded field replaces the plain one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const choose = (place: Place) => {
    setOpen(false);
    setTyped('');
    setActive(-1);
    onPlaceChosen(place);
  };

  const handleKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(e);
    if (e.defaultPrevented) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!items.length) return;
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => {
        const next = i + step;
        return next < -1 ? items.length - 1 : next >= items.length ? -1 : next;
      });
    } else if (e.key === 'Enter' && showList && active >= 0 && items[active]) {
      // Choosing, not submitting the form.
      e.preventDefault();
      choose(items[active]);
    } else if (e.key === 'Escape' && showList) {
      // Closes the list only; a dialog around the form stays open.
      e.preventDefault();
      e.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative">
      <Input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={value}
        className={className}
        onChange={(e) => {
          setTyped(e.target.value);
          setOpen(true);
          onTextChange(e.target.value);
        }}
        onKeyDown={handleKeyDown}
        onBlur={(e) => {
          setOpen(false);
          onBlur?.(e);
        }}
        {...inputProps}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('Places')}
        hidden={!showList}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-72 overflow-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
      >
        {items.map((place, i) => (
          <li
            key={`${place.source}-${place.label}-${place.latitude}-${place.longitude}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // Keep the focus in the field (a blur would close the list before the click lands).
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(place)}
            onMouseMove={() => active !== i && setActive(i)}
            className={cn('flex min-h-11 cursor-pointer items-center gap-3 rounded-sm px-2 py-1.5 text-sm', i === active && 'bg-secondary')}
          >
            {place.source === 'city' ? (
              <Building2 className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            ) : place.source === 'venue' ? (
              <Trophy className="size-4 shrink-0 text-primary" aria-hidden="true" />
            ) : (
              <MapPin className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            )}
            <span className="min-w-0">
              <span className="block truncate font-medium">{place.name}</span>
              <span className="block truncate text-xs text-muted-foreground">
                {place.source === 'venue' ? `Venue${place.label !== place.name ? ` · ${place.label.slice(place.name.length + 2)}` : ''}${place.distanceKm !== undefined ? ` · ${formatDistance(place.distanceKm, unitForLocale(navigator.language))}` : ''}` : place.label}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <span aria-live="polite" className="sr-only">
        {showList ? `${items.length} ${items.length === 1 ? 'place' : 'places'} found` : ''}
      </span>
    </div>
  );
}

export default LocationCombobox;
