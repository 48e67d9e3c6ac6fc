/**
 * Cancelling an event's texts and limits (issue 14), apart from the zod contracts so that screens showing a cancelled
 * event do not load the schemas.
 */
/** The event stays visible as Cancelled with the hosts' reason. */
export const EVENT_CANCEL = {
  reasonMaxLength: 500,
  messages: {
    reasonRequired: 'Tell participants why the event is cancelled',
    reasonTooLong: 'The reason must be at most 500 characters',
    cancelled: 'This event has been cancelled',
    alreadyCancelled: 'This event is already cancelled',
    startedCannotCancel: 'An event that has started cannot be cancelled',
    hostsOnly: 'Only the organizer and co-hosts can cancel this event',
    done: 'Event cancelled',
    doneDescription: 'Participants have been notified.',
  },
} as const;
