/** The Edit Event form's starting values: the refund cutoff from the event's answer, prices in the currency's digits. */
import { describe, expect, it } from 'vitest';
import { anEvent } from '@/testing/fixtures';
import { toFormValues } from './edit-event-dialog';

describe('toFormValues', () => {
  it("takes the refund cutoff from the event's answer (issue 29)", () => {
    expect(toFormValues(anEvent({ refundCutoffHours: 6 })).refundCutoffHours).toBe('6');
    expect(toFormValues(anEvent({ refundCutoffHours: 0 })).refundCutoffHours).toBe('0');
  });

  it('shows a price with cents, and a zero-decimal currency as a whole amount', () => {
    expect(toFormValues(anEvent({ price: '6.5', currency: 'USD' })).price).toBe('6.50');
    expect(toFormValues(anEvent({ price: '1500.00', currency: 'JPY' })).price).toBe('1500');
  });
});
