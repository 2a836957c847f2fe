import { describe, expect, it } from 'vitest';
import { shouldOfferCheckIn, type CheckInOfferInput } from './check-in-offer';

const today = '2026-11-24';
const offer = (input: Partial<CheckInOfferInput>) =>
  shouldOfferCheckIn({
    habitFirstDay: '2026-10-01',
    today,
    lastCheckIn: null,
    lastDismissed: null,
    ...input,
  });

describe('shouldOfferCheckIn', () => {
  it('offers a habit a week old or older that was never checked', () => {
    expect(offer({ habitFirstDay: '2026-11-17' })).toBe(true);
    expect(offer({})).toBe(true);
  });

  it('does not ask a habit made today or less than a week ago', () => {
    expect(offer({ habitFirstDay: today })).toBe(false);
    expect(offer({ habitFirstDay: '2026-11-18' })).toBe(false);
  });

  it('offers again 7 days after the last check-in, not before (nor on the day it was made)', () => {
    expect(offer({ lastCheckIn: '2026-11-17' })).toBe(true);
    expect(offer({ lastCheckIn: '2026-11-01' })).toBe(true);
    expect(offer({ lastCheckIn: '2026-11-18' })).toBe(false);
    expect(offer({ lastCheckIn: today })).toBe(false);
  });

  it('a dismissal hides it until 7 days later', () => {
    expect(offer({ lastDismissed: '2026-11-20' })).toBe(false);
    expect(offer({ lastDismissed: '2026-11-17' })).toBe(true);
    expect(offer({ lastCheckIn: '2026-11-01', lastDismissed: '2026-11-23' })).toBe(false);
    expect(offer({ lastCheckIn: '2026-11-20', lastDismissed: '2026-11-01' })).toBe(false);
  });

  it('counts a date after today (another device’s clock) as recent', () => {
    expect(offer({ lastCheckIn: '2026-11-25' })).toBe(false);
    expect(offer({ habitFirstDay: '2026-11-30' })).toBe(false);
  });
});
