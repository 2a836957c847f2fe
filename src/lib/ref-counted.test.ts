import { describe, expect, it, vi } from 'vitest';
import { refCounted } from './ref-counted';

describe('refCounted', () => {
  it('starts once for nested starts and stops when the last one stops, each stop counted once', () => {
    const stop = vi.fn();
    const startOnce = vi.fn(() => stop);
    const life = refCounted(startOnce);
    expect(life.isStarted()).toBe(false);
    const a = life.start();
    const b = life.start();
    expect(startOnce).toHaveBeenCalledTimes(1);
    a();
    a();
    expect(stop).not.toHaveBeenCalled();
    expect(life.isStarted()).toBe(true);
    b();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(life.isStarted()).toBe(false);
    life.start();
    expect(startOnce).toHaveBeenCalledTimes(2);
  });
});
