/**
 * Under the event form's date: the zone the time is read in ("Time in America / Chicago (CST)"), and when the device
 * is elsewhere the same instant in the device's zone, so an organizer travelling sees what they are setting (issue 15).
 */
import { formatEventDateTime, runtimeTimeZone, wallClockToOffsetDateTime, zoneDiffers, zoneShortName } from '@kickoff/shared';
import { timeZoneLabel } from '@/lib/time-zones';

export function ZoneHint({ dateTime, timeZone }: { dateTime: string; timeZone: string }) {
  if (!timeZone) return null;
  const sent = dateTime ? wallClockToOffsetDateTime(dateTime, timeZone) : null;
  const instant = sent ? new Date(sent) : new Date();
  const device = runtimeTimeZone();
  const elsewhere = zoneDiffers(instant, timeZone, device);
  return (
    <>
      Time at the event&apos;s place: {timeZoneLabel(timeZone)} ({zoneShortName(instant, timeZone)}).
      {sent && elsewhere ? ` That is ${formatEventDateTime(instant, device, { viewerZone: null })} where you are.` : null}
    </>
  );
}
