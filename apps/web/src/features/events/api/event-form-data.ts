/**
 * The multipart body of POST and PATCH /api/events (spec §7): arrays as JSON text; dateTime as the wall-clock time at
 * the event's place with that zone's offset on the day ("2026-11-24T18:30:00-06:00": an unambiguous instant, issue
 * 15), together with the timeZone.
 */
import { wallClockToOffsetDateTime } from '@kickoff/shared';
import { deviceTimeZone } from '@/lib/time-zones';
import type { EventFormValues } from '../components/event-form-schema';

export interface EventImageChange {
  file?: File | null;
  /** The current image was removed (edit only): sends removeImage=true. */
  removed?: boolean;
}

export function toEventFormData(values: EventFormValues, image: EventImageChange = {}): FormData {
  const form = new FormData();
  const text = (key: string, value: string) => form.append(key, value);
  text('title', values.title.trim());
  text('sportType', values.sportType);
  // The wall-clock time at the place with its offset (a repeated hour: the earlier); a skipped time never gets here
  // (the form refuses it), and an unreadable one goes as typed for the server's message.
  const zone = values.timeZone || deviceTimeZone();
  text('dateTime', wallClockToOffsetDateTime(values.dateTime, zone) ?? values.dateTime);
  text('timeZone', zone);
  text('duration', String(values.duration));
  text('location', values.location.trim());
  // Blank clears the pin on an edit.
  text('latitude', values.latitude === null ? '' : String(values.latitude));
  text('longitude', values.longitude === null ? '' : String(values.longitude));
  // The venue (issue 28); blank clears it on an edit.
  text('venueId', values.venueId ?? '');
  text('capacity', String(values.capacity));
  if (values.groupId) text('groupId', values.groupId);
  text('eventType', values.eventType);
  text('skillLevel', values.skillLevel);
  text('price', values.price.trim() === '' ? '0.00' : Number(values.price).toFixed(2));
  // Payments (issue 29): the price's currency and the refund cutoff (a blank one stays as it is).
  if (values.currency) text('currency', values.currency);
  if (values.refundCutoffHours.trim() !== '') text('refundCutoffHours', values.refundCutoffHours.trim());
  text('description', values.description.trim());
  text('equipmentRequired', values.equipmentRequired.trim());
  text('waiver', values.waiver.trim());
  text('gameRules', values.gameRules.trim());
  text('allowWaitlist', String(values.allowWaitlist));
  text('sendReminders', String(values.sendReminders));
  text('postToGroups', String(values.postToGroups));
  text('isRecurring', String(values.isRecurring));
  if (values.isRecurring) {
    text('recurringType', values.recurringType);
    text('recurringDays', JSON.stringify(values.recurringDays));
    if (values.recurringEndDate) text('recurringEndDate', values.recurringEndDate);
  }
  text('coHostIds', JSON.stringify(values.coHostIds));
  if (image.file) form.append('eventImage', image.file);
  else if (image.removed) text('removeImage', 'true');
  return form;
}
