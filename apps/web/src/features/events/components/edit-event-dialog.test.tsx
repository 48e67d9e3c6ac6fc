/** The Edit Event form's starting values: the refund cutoff from the event's answer. */
import { describe, expect, it } from 'vitest';
import { anEvent } from '@/testing/fixtures';
import { toFormValues } from './edit-event-dialog';

describe('toFormValues', () => {
  it("takes the refund cutoff from the event's answer (issue 29)", () => {
    expect(toFormValues(anEvent({ refundCutoffHours: 6 })).refundCutoffHours).toBe('6');
    expect(toFormValues(anEvent({ refundCutoffHours: 0 })).refundCutoffHours).toBe('0');
  });

});
