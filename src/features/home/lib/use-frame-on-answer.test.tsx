import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '@/lib/after-next-paint';
import { useFrameOnAnswer } from './use-frame-on-answer';

/** A row's answers and a button elsewhere; each click records the frames asked for so far. */
function Page({ seen }: { seen: number[] }) {
  useFrameOnAnswer();
  const record = () => seen.push(vi.mocked(window.requestAnimationFrame).mock.calls.length);
  return (
    <>
      <div className="habit-row-answers">
        <button type="button" onClick={record}>
          Yes
        </button>
      </div>
      <button type="button" onClick={record}>
        Elsewhere
      </button>
    </>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('useFrameOnAnswer', () => {
  it("asks for the next frame before React hands a click on an answer to the answer's handler", async () => {
    await afterNextPaint(); // no wait left over from an earlier test
    const request = window.requestAnimationFrame.bind(window);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => request(cb));
    const seen: number[] = [];
    render(<Page seen={seen} />);

    fireEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(seen).toEqual([0]);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(seen).toEqual([0, 1]);
  });
});
