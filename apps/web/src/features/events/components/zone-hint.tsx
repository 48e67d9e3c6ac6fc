/**
 * Under the event form's date: the zone the time is read in ("Time in America / Chicago (CST)"), and when the device
 * is elsewhere the same instant in the device's zone, so an organizer travelling sees what they are setting (issue 15).
 * A time the clocks skip in that zone (DST gap) is said at once, in the words the form refuses it with on submit.
 */
import { formatEventDateTime, runtimeTimeZone, wallClockToOffsetDateTime, zoneDiffers, zoneShortName } from '@kickoff/shared';
import { t } from '@/lib/i18n';
import { timeZoneLabel } from '@/lib/time-zones';
import { skippedTimeMessage } from './event-form-schema';

export function ZoneHint({ dateTime, timeZone }: { dateTime: string; timeZone: string }) {
  if (!timeZone) return null;
  const skipped = dateTime ? skippedTimeMessage(dateTime, timeZone) : null;
  if (skipped) return <>{skipped}</>;
  const sent = dateTime ? wallClockToOffsetDateTime(dateTime, timeZone) : null;
  const instant = sent ? new Date(sent) : new Date();
  const device = runtimeTimeZone();
  const elsewhere = zoneDiffers(instant, timeZone, device);
  return (
    <>
      {t("Time at the event's place: {zone} ({short}).", { zone: timeZoneLabel(timeZone), short: zoneShortName(instant, timeZone) })}
      {sent && elsewhere ? ` ${t('That is {time} where you are.', { time: formatEventDateTime(instant, device, { viewerZone: null }) })}` : null}
    </>
  );
}
