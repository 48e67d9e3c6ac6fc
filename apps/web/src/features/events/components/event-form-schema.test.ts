import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@kickoff/shared';
import { toEventFormData } from '../api/event-form-data';
import { eventFormDefaults, eventFormResolver, skippedTimeMessage, startsInPast, type EventFormValues } from './event-form-schema';

/** The form's checks on `values`, as react-hook-form runs them. */
const validate = (mode: 'create' | 'edit', values: EventFormValues) =>
  eventFormResolver(mode)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

// 2026-03-10 17:30 UTC: 12:30 in Chicago (CDT), 02:30 the next day in Tokyo.
const now = new Date('2026-03-10T17:30:00Z');

describe('a new event starts in the future', () => {
  it("compares the wall-clock start with the time at the event's place, to the minute", () => {
    expect(startsInPast('2026-03-10T12:29', 'America/Chicago', now)).toBe(true);
    expect(startsInPast('2026-03-10T12:30', 'America/Chicago', now)).toBe(false);
    expect(startsInPast('2026-03-10T13:00', 'America/Chicago', now)).toBe(false);
    // The same wall clock is already past in Tokyo, where it is tomorrow.
    expect(startsInPast('2026-03-10T23:00', 'Asia/Tokyo', now)).toBe(true);
    expect(startsInPast('2026-03-11T03:00', 'Asia/Tokyo', now)).toBe(false);
    expect(startsInPast('2020-01-01T10:00:00', 'UTC', now)).toBe(true);
  });

  it('leaves blank or unreadable values to the contract', () => {
    expect(startsInPast('', 'UTC', now)).toBe(false);
    expect(startsInPast('yesterday', 'UTC', now)).toBe(false);
    expect(startsInPast('2020-01-01T10:00', 'Not/AZone', now)).toBe(false);
  });

  const filled: EventFormValues = {
    ...eventFormDefaults,
    title: 'Tuesday night futsal',
    sportType: 'soccer',
    dateTime: '2020-05-05T19:00',
    timeZone: 'UTC',
    location: 'Eastside Rec Center',
    groupId: 'group-1',
  };
  it("refuses a past start on create with the server's words, and lets an edit keep one", async () => {
    const created = await validate('create', filled);
    expect(created.errors.dateTime?.message).toBe(MESSAGES.event.dateTimePast);
    expect(Object.keys(created.errors)).toEqual(['dateTime']);
    expect((await validate('edit', filled)).errors).toEqual({});
    expect((await validate('create', { ...filled, dateTime: '2999-05-05T19:00' })).errors).toEqual({});
    // The contract's own message comes first.
    expect((await validate('create', { ...filled, dateTime: '' })).errors.dateTime?.message).toBe(MESSAGES.event.dateTimeRequired);
  });
});

describe('daylight-saving changes in the form', () => {
  const values: EventFormValues = {
    ...eventFormDefaults,
    title: 'Early run',
    sportType: 'running',
    timeZone: 'America/Chicago',
    location: 'Zilker Park',
    groupId: 'group-1',
  };

  it('refuses a time the clocks skip (2:30 AM on spring-forward day), on create and on edit', async () => {
    expect(skippedTimeMessage('2027-03-14T02:30', 'America/Chicago')).toBe(
      '2:30 AM does not exist on Sun, Mar 14, 2027 in America/Chicago: the clocks go forward that night. Choose a later time.',
    );
    expect(skippedTimeMessage('2027-03-14T03:30', 'America/Chicago')).toBeNull();
    expect(skippedTimeMessage('2027-03-14T02:30', 'Asia/Tokyo')).toBeNull();
    for (const mode of ['create', 'edit'] as const) {
      const res = await validate(mode, { ...values, dateTime: '2027-03-14T02:30' });
      expect(res.errors.dateTime?.message).toMatch(/^2:30 AM does not exist on Sun, Mar 14, 2027 in America\/Chicago/);
    }
  });

  it('accepts a repeated hour (fall back) and sends its earlier instant', async () => {
    expect(skippedTimeMessage('2027-11-07T01:30', 'America/Chicago')).toBeNull();
    expect((await validate('create', { ...values, dateTime: '2027-11-07T01:30' })).errors).toEqual({});
    const form = toEventFormData({ ...values, dateTime: '2027-11-07T01:30' });
    expect(form.get('dateTime')).toBe('2027-11-07T01:30:00-05:00');
    expect(form.get('timeZone')).toBe('America/Chicago');
  });

  it('sends the wall-clock time with the zone offset of that day (an unambiguous instant)', () => {
    expect(toEventFormData({ ...values, dateTime: '2027-01-12T18:30' }).get('dateTime')).toBe('2027-01-12T18:30:00-06:00');
    expect(toEventFormData({ ...values, dateTime: '2027-07-12T18:30', timeZone: 'Asia/Kolkata' }).get('dateTime')).toBe('2027-07-12T18:30:00+05:30');
  });
});
