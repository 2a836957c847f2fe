import { describe, expect, it } from 'vitest';
import { touchedByMessage } from './live-updates';

describe('touchedByMessage', () => {
  it('refreshes the habits a message names', () => {
    expect(
      touchedByMessage({
        days: [{ habit_id: 3, date: '2026-11-27' }, { habit_id: 5 }],
        more: false,
      }),
    ).toEqual({ all: false, ids: [3, 5] });
  });

  it('refreshes everything when a message names only some days, or none it can read', () => {
    expect(touchedByMessage({ days: [{ habit_id: 3 }], more: true })).toEqual({ all: true });
    expect(touchedByMessage({ days: [{ habit_id: 'x' }] })).toEqual({ all: true });
    expect(touchedByMessage(null)).toEqual({ all: true });
    expect(touchedByMessage('garbage')).toEqual({ all: true });
  });
});
