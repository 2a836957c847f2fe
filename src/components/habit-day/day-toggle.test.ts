import { describe, expect, it } from 'vitest';
import type { QuestionWithOptions } from '@/api/question-metadata';
import { toggledOption, yesNoHabit } from './day-toggle';

const question = (
  id: number,
  labels: string[],
  kind: 'choice' | 'number' = 'choice',
): QuestionWithOptions =>
  ({
    id,
    kind,
    question: 'Did you?',
    option_metadata: labels.map((label, i) => ({ id: id * 10 + i, label, score_value: 0 })),
  }) as unknown as QuestionWithOptions;

describe('day toggle', () => {
  it('toggles only a habit whose one question is Yes / No', () => {
    expect(yesNoHabit([question(1, ['Yes', 'No'])])).toEqual({ questionId: 1, yes: 10, no: 11 });
    expect(yesNoHabit([question(2, ['no', ' YES '])])).toEqual({ questionId: 2, yes: 21, no: 20 });
    expect(yesNoHabit([question(3, ['Yes', 'No', 'Maybe'])])).toBeNull();
    expect(yesNoHabit([question(4, ['A lot', 'None'])])).toBeNull();
    expect(yesNoHabit([question(5, [], 'number')])).toBeNull();
    expect(yesNoHabit([question(6, ['Yes', 'No']), question(7, ['Yes', 'No'])])).toBeNull();
  });

  it('turns a day not answered or No into Yes, and a Yes into No', () => {
    const yesNo = { questionId: 1, yes: 10, no: 11 };
    expect(toggledOption(yesNo, undefined)).toBe(10);
    expect(toggledOption(yesNo, null)).toBe(10);
    expect(toggledOption(yesNo, 11)).toBe(10);
    expect(toggledOption(yesNo, 10)).toBe(11);
  });
});
