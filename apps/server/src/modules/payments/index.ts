/**
 * The payments module's front door (issue 29, docs/payments.md). Payments know nothing of events' participants: when a
 * hold lapses they emit `holdLapsed` (`hooks.ts`), which `src/connect-modules.ts` has events hear.
 */
export {
  checkPricing,
  checkoutForHold,
  eventCancelled,
  eventsDeleting,
  groupEventsDeleting,
  eventMode,
  eventPayment,
  HOLD_MINUTES,
  modeOf,
  offerPlaces,
  participantPaymentStatus,
  placeReleased,
  recordPayment,
  startHold,
  unavailable,
  type LeaveOutcome,
  type PaymentsEnv,
} from './service';
export { exportPayments, hostPayments, paymentsCsv } from './service-host';
export { onHoldLapsed, type HoldLapsed } from './hooks';
export { runHoldJob, runRefundJob } from './jobs';
