import { describe, expect, it } from 'vitest';
import {
  emptyHabitForm,
  habitFormSchema,
  isUsableDraft,
  toHabitPayload,
  type HabitFormValues,
} from './habit-form-schema';

const valid = (): HabitFormValues => ({
  ...emptyHabitForm(),
  name: '  Read  ',
  description: ' ',
  questions: [
    {
      id: 5,
      question: ' Pages? ',
      options: [
        { id: 51, label: 'None', score_value: 0 },
        { label: ' Many ', score_value: 10 },
      ],
    },
  ],
  consequences: [
    {
      title: 'Treat',
      description: '',
      kind: 'reward',
      trigger_type: 'streak_reached',
      threshold: 7,
      active: true,
    },
  ],
});

describe('habitFormSchema', () => {
  it('accepts a valid habit and enforces the database ranges', () => {
    expect(habitFormSchema.safeParse(valid()).success).toBe(true);
    const tooLong = { ...valid(), name: 'x'.repeat(81) };
    expect(habitFormSchema.safeParse(tooLong).success).toBe(false);
    const badTarget = { ...valid(), daily_target: -1 };
    expect(habitFormSchema.safeParse(badTarget).success).toBe(false);
    const badColour = { ...valid(), color: 'teal' };
    expect(habitFormSchema.safeParse(badColour).success).toBe(false);
    const noThreshold = valid();
    noThreshold.consequences[0].threshold = 0;
    expect(habitFormSchema.safeParse(noThreshold).success).toBe(false);
  });
});

describe('toHabitPayload', () => {
  it('trims text, keeps ids of existing rows and maps empty descriptions to null', () => {
    expect(toHabitPayload(valid())).toEqual({
      name: 'Read',
      description: null,
      color: '#0f766e',
      daily_target: null,
      questions: [
        {
          id: 5,
          question: 'Pages?',
          options: [
            { id: 51, label: 'None', score_value: 0 },
            { label: 'Many', score_value: 10 },
          ],
        },
      ],
      consequences: [
        {
          title: 'Treat',
          description: null,
          kind: 'reward',
          trigger_type: 'streak_reached',
          threshold: 7,
          active: true,
        },
      ],
    });
  });
});

describe('isUsableDraft', () => {
  it('accepts the form shape only', () => {
    expect(isUsableDraft(emptyHabitForm())).toBe(true);
    expect(isUsableDraft(null)).toBe(false);
    expect(
      isUsableDraft({
        name: 'x',
        description: '',
        color: '#000000',
        questions: [{}],
        consequences: [],
      }),
    ).toBe(false);
  });
});
