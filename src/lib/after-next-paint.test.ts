import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function visibility(state: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
}

describe('afterNextPaint', () => {
  it('waits for the next frame, then for the task after it', async () => {
    visibility('visible');
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    let done = false;
    void afterNextPaint().then(() => (done = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(done).toBe(false);
    frames[0](performance.now());
    expect(done).toBe(false); // not inside the frame: after it
    await new Promise((r) => setTimeout(r, 5));
    expect(done).toBe(true);
  });

  it('shares one frame callback among the callers of a frame; a caller after it waits for the next', async () => {
    visibility('visible');
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    const done: string[] = [];
    void afterNextPaint().then(() => done.push('a'));
    void afterNextPaint().then(() => done.push('b'));
    expect(frames).toHaveLength(1);
    frames[0](performance.now());
    void afterNextPaint().then(() => done.push('c')); // after the frame's callback
    expect(frames).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 5));
    expect(done).toEqual(['a', 'b']);
    frames[1](performance.now());
    await new Promise((r) => setTimeout(r, 5));
    expect(done).toEqual(['a', 'b', 'c']);
  });

  it('resolves at once on a hidden page, which paints no frame', async () => {
    visibility('hidden');
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    await afterNextPaint();
    expect(raf).not.toHaveBeenCalled();
  });

  it('resolves after maxWaitMs when no frame comes', async () => {
    visibility('visible');
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    vi.useFakeTimers();
    let done = false;
    void afterNextPaint(100).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
