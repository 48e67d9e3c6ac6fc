import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@kickoff/shared';
import { eventFormDefaults, eventFormResolver, startsInPast, type EventFormValues } from './event-form-schema';

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
  const validate = (mode: 'create' | 'edit', values: EventFormValues) =>
    eventFormResolver(mode)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

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
