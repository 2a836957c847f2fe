import { describe, expect, it } from 'vitest';
import { numberAnswerScore } from './number-score';

const water = { target: 8, target_type: 'at_least', points: 10 } as const;
const cigarettes = { target: 2, target_type: 'at_most', points: 10 } as const;

describe('numberAnswerScore', () => {
  it('at least: the share of the target reached, capped at the points', () => {
    expect(numberAnswerScore(water, 0)).toBe(0);
    expect(numberAnswerScore(water, 6)).toBe(8); // 7.5 rounds up
    expect(numberAnswerScore(water, 8)).toBe(10);
    expect(numberAnswerScore(water, 20)).toBe(10);
    expect(numberAnswerScore(water, 0.4)).toBe(1); // 0.5
    expect(numberAnswerScore(water, 0.39)).toBe(0);
  });

  it('at most: all the points up to the target, none from twice the target', () => {
    expect(numberAnswerScore(cigarettes, 0)).toBe(10);
    expect(numberAnswerScore(cigarettes, 2)).toBe(10);
    expect(numberAnswerScore(cigarettes, 3)).toBe(5);
    expect(numberAnswerScore(cigarettes, 2.5)).toBe(8); // 7.5
    expect(numberAnswerScore(cigarettes, 4)).toBe(0);
    expect(numberAnswerScore(cigarettes, 100)).toBe(0);
  });

  it('fractional targets and large points', () => {
    expect(numberAnswerScore({ target: 2.5, target_type: 'at_least', points: 1000 }, 1)).toBe(400);
    expect(numberAnswerScore({ target: 0.1, target_type: 'at_most', points: 3 }, 0.15)).toBe(2);
  });
});
