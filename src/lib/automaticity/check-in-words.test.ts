import { describe, expect, it } from 'vitest';
import {
  automaticityText,
  checkInQuestion,
  checkInStatement,
  scalePointLabel,
} from './check-in-words';

describe('the check-in’s words', () => {
  it('the four SRBAI statements about the habit, in the order asked', () => {
    expect(checkInQuestion(' Meditate ')).toBe('How automatic is Meditate now?');
    const items = [
      'automatically',
      'without_remembering',
      'without_thinking',
      'before_realizing',
    ] as const;
    expect(items.map((item) => checkInStatement('Meditate', item))).toEqual([
      'Meditate is something I do automatically',
      'Meditate is something I do without having to consciously remember',
      'Meditate is something I do without thinking',
      'Meditate is something I start doing before I realize I’m doing it',
    ]);
  });

  it('labels both ends of the scale, and shows a value out of 7 with one decimal', () => {
    expect([1, 2, 6, 7].map(scalePointLabel)).toEqual([
      '1, disagree completely',
      '2',
      '6',
      '7, agree completely',
    ]);
    expect(automaticityText(5)).toBe('5.0 / 7');
    expect(automaticityText(4.75)).toBe('4.8 / 7');
  });
});
