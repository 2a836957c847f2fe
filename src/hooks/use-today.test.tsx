import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialSettings, useSettingsStore } from '@/stores/settings-store';
import { currentToday, useOnNewDay, useToday } from './use-today';

function Today() {
  return <p data-testid="today">{useToday()}</p>;
}

const shown = () => screen.getByTestId('today').textContent;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  useSettingsStore.setState({ ...initialSettings });
});
afterEach(() => {
  vi.useRealTimers();
  useSettingsStore.setState({ ...initialSettings });
});

describe('useToday', () => {
  it('is the calendar date with the default (midnight) and moves at midnight', () => {
    vi.setSystemTime(new Date(2025, 0, 30, 23, 59, 30));
    render(<Today />);
    expect(shown()).toBe('2025-01-30');
    act(() => vi.advanceTimersByTime(30_000));
    expect(shown()).toBe('2025-01-31');
  });

  it('keeps a late night on the day before with "Day starts at 2:00", and moves at 2:00', () => {
    vi.setSystemTime(new Date(2025, 0, 31, 0, 30));
    render(<Today />);
    expect(shown()).toBe('2025-01-31');
    act(() => useSettingsStore.getState().setDayStartHour(2));
    expect(shown()).toBe('2025-01-30');
    expect(currentToday()).toBe('2025-01-30');
    act(() => vi.advanceTimersByTime(90 * 60_000 - 1));
    expect(shown()).toBe('2025-01-30');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('2025-01-31');
    // And again a day later (the timer is set anew).
    act(() => vi.advanceTimersByTime(24 * 3_600_000));
    expect(shown()).toBe('2025-02-01');
  });

  it('catches up when the app comes back after the timer was missed', () => {
    vi.setSystemTime(new Date(2025, 0, 31, 22, 0));
    render(<Today />);
    expect(shown()).toBe('2025-01-31');
    // A sleeping device: the clock jumps without the timer firing.
    vi.setSystemTime(new Date(2025, 1, 2, 9, 0));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(shown()).toBe('2025-02-02');
  });
  it('keeps one timer for every component that shows today, and none once they are gone', () => {
    vi.setSystemTime(new Date(2025, 0, 30, 12, 0));
    const three = (
      <>
        <Today />
        <Today />
        <Today />
      </>
    );
    // Timers of other modules (not this hook's) are left out of the count.
    const others = vi.getTimerCount();
    const view = render(three);
    expect(vi.getTimerCount() - others).toBe(1);
    view.unmount();
    expect(vi.getTimerCount() - others).toBe(0);
    // The one timer moves them all at midnight.
    render(three);
    act(() => vi.advanceTimersByTime(12 * 3_600_000));
    expect(screen.getAllByTestId('today').map((p) => p.textContent)).toEqual([
      '2025-01-31',
      '2025-01-31',
      '2025-01-31',
    ]);
  });
});

describe('useOnNewDay', () => {
  function Watcher({ onNewDay }: { onNewDay: (today: string) => void }) {
    return <p data-testid="today">{useOnNewDay(onNewDay)}</p>;
  }

  it('calls back once per new day while mounted, not on the first render or a re-render', () => {
    vi.setSystemTime(new Date(2025, 0, 30, 23, 59));
    const onNewDay = vi.fn();
    const { rerender } = render(<Watcher onNewDay={onNewDay} />);
    rerender(<Watcher onNewDay={onNewDay} />);
    expect(onNewDay).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(60_000));
    expect(shown()).toBe('2025-01-31');
    expect(onNewDay).toHaveBeenCalledTimes(1);
    expect(onNewDay).toHaveBeenCalledWith('2025-01-31');
    // The newest callback is the one called.
    const later = vi.fn();
    rerender(<Watcher onNewDay={later} />);
    act(() => useSettingsStore.getState().setDayStartHour(2)); // 00:01 is the 30th again
    expect(later).toHaveBeenCalledWith('2025-01-30');
    expect(onNewDay).toHaveBeenCalledTimes(1);
  });
});
