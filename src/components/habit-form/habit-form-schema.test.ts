import { describe, expect, it } from 'vitest';
import { habitFormSchema } from './habit-form-schema';
import {
  emptyHabitForm,
  isUsableDraft,
  scheduleFormOf,
  toFormValues,
  toHabitPayload,
  withSchedule,
  type HabitFormValues,
} from './habit-form-values';

const valid = (): HabitFormValues => ({
  ...emptyHabitForm(),
  name: '  Read  ',
  description: ' ',
  questions: [
    {
      id: 5,
      question: ' Pages? ',
      kind: 'choice',
      unit: '',
      target: Number.NaN,
      target_type: 'at_least',
      points: 10,
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

describe('the caps of the database (docs/domain.md "Limits")', () => {
  it('refuses a 21st question and a 21st option, naming the limit', () => {
    const form = valid();
    const question = form.questions[0];
    const at = (values: HabitFormValues) => habitFormSchema.safeParse(values);
    expect(at({ ...form, questions: Array.from({ length: 20 }, () => question) }).success).toBe(
      true,
    );
    const many = at({ ...form, questions: Array.from({ length: 21 }, () => question) });
    expect(many.error?.issues).toEqual([
      expect.objectContaining({ path: ['questions'], message: 'A habit has at most 20 questions' }),
    ]);
    const options = Array.from({ length: 21 }, (_, i) => ({ label: `${i}`, score_value: i }));
    const wide = at({ ...form, questions: [{ ...question, options }] });
    expect(wide.error?.issues).toEqual([
      expect.objectContaining({
        path: ['questions', 0, 'options'],
        message: 'A question has at most 20 options',
      }),
    ]);
    const twenty = options.slice(0, 20);
    expect(at({ ...form, questions: [{ ...question, options: twenty }] }).success).toBe(true);
  });
});

describe('toHabitPayload', () => {
  it('trims text, keeps ids of existing rows and maps empty descriptions to null', () => {
    expect(toHabitPayload(valid())).toEqual({
      name: 'Read',
      description: null,
      plan: null,
      color: '#0f766e',
      daily_target: null,
      freq_num: 1,
      freq_den: 1,
      weekdays: null,
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

describe('the schedule in the form', () => {
  const withPicked = (schedule: HabitFormValues['schedule']) => ({ ...valid(), schedule });
  const issues = (values: HabitFormValues) => {
    const r = habitFormSchema.safeParse(values);
    return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('sends the chosen schedule as freq_num, freq_den and weekdays', () => {
    const payload = (s: Partial<HabitFormValues['schedule']>) =>
      toHabitPayload(withPicked({ ...scheduleFormOf(null), ...s }));
    expect(payload({ kind: 'per_week', times: 3 })).toMatchObject({
      freq_num: 3,
      freq_den: 7,
      weekdays: null,
    });
    expect(payload({ kind: 'per_month', times: 10 })).toMatchObject({
      freq_num: 10,
      freq_den: 30,
      weekdays: null,
    });
    expect(payload({ kind: 'weekdays', days: [4, 0, 2] })).toMatchObject({
      freq_num: 1,
      freq_den: 1,
      weekdays: 21,
    });
    expect(payload({ kind: 'every_n_days', every: 3 })).toMatchObject({
      freq_num: 1,
      freq_den: 3,
      weekdays: null,
    });
    // The numbers of kinds not chosen are not sent.
    expect(payload({ kind: 'daily', times: 5, every: 9, days: [] })).toMatchObject({
      freq_num: 1,
      freq_den: 1,
      weekdays: null,
    });
  });

  it('reads a stored habit back into the picker', () => {
    const habit = {
      id: 1,
      name: 'Gym',
      description: null,
      color: '#0f766e',
      daily_target: null,
      freq_num: 3,
      freq_den: 7,
      weekdays: null,
    } as unknown as Parameters<typeof toFormValues>[0];
    expect(toFormValues(habit, [], []).schedule).toMatchObject({ kind: 'per_week', times: 3 });
    const mwf = { ...habit, freq_num: 1, freq_den: 1, weekdays: 21 } as typeof habit;
    expect(toFormValues(mwf, [], []).schedule).toMatchObject({ kind: 'weekdays', days: [0, 2, 4] });
  });

  it('refuses a schedule the database would, with the reason on its field', () => {
    const base = scheduleFormOf(null);
    expect(issues(withPicked({ ...base, kind: 'per_week', times: 7 }))).toEqual([
      ['schedule.times', 'A whole number from 1 to 6 (7 times a week is Every day)'],
    ]);
    expect(issues(withPicked({ ...base, kind: 'per_week', times: Number.NaN }))).toEqual([
      ['schedule.times', 'A whole number from 1 to 6 (7 times a week is Every day)'],
    ]);
    expect(issues(withPicked({ ...base, kind: 'weekdays', days: [] }))).toEqual([
      ['schedule.days', 'Pick at least one day of the week'],
    ]);
    expect(issues(withPicked({ ...base, kind: 'every_n_days', every: 400 }))).toEqual([
      ['schedule.every', 'A whole number of days from 2 to 365'],
    ]);
    // An emptied field of a kind not chosen is no problem.
    expect(issues(withPicked({ ...base, kind: 'daily', times: Number.NaN }))).toEqual([]);
  });

  it('keeps a draft saved before schedules, as every day', () => {
    const old = { ...emptyHabitForm(), schedule: undefined } as unknown as HabitFormValues;
    expect(isUsableDraft(old)).toBe(true);
    expect(withSchedule(old).schedule.kind).toBe('daily');
    // JSON keeps an emptied number as null: it is empty (NaN) again.
    const stored = JSON.parse(
      JSON.stringify({ ...emptyHabitForm(), schedule: { ...scheduleFormOf(null), times: NaN } }),
    ) as HabitFormValues;
    expect(isUsableDraft(stored)).toBe(true);
    expect(withSchedule(stored).schedule.times).toBeNaN();
  });
});

describe('the if-then plan', () => {
  const plan = 'After I pour my morning coffee, I will read one page';

  it('is saved trimmed, a blank one as none; more than 280 characters are refused', () => {
    expect(toHabitPayload({ ...valid(), plan: `  ${plan} ` }).plan).toBe(plan);
    expect(toHabitPayload({ ...valid(), plan: '   ' }).plan).toBeNull();
    expect(habitFormSchema.safeParse({ ...valid(), plan: 'x'.repeat(280) }).success).toBe(true);
    const long = habitFormSchema.safeParse({ ...valid(), plan: 'x'.repeat(281) });
    expect(long.success).toBe(false);
    expect(long.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['plan', 'At most 280 characters'],
    ]);
  });

  it('fills the edit form from the habit, and a draft saved before plans gets none', () => {
    const habit = {
      name: 'Read',
      plan,
      freq_num: 1,
      freq_den: 1,
      weekdays: null,
    } as unknown as Parameters<typeof toFormValues>[0];
    expect(toFormValues(habit, [], []).plan).toBe(plan);
    expect(toFormValues({ ...habit, plan: null }, [], []).plan).toBe('');
    const old = { ...emptyHabitForm(), plan: undefined } as unknown as HabitFormValues;
    expect(isUsableDraft(old)).toBe(true);
    expect(withSchedule(old).plan).toBe('');
  });
});

describe('number questions in the form', () => {
  const water = (): HabitFormValues => {
    const v = valid();
    v.questions = [
      {
        ...v.questions[0],
        question: ' Glasses of water ',
        kind: 'number',
        unit: ' glasses ',
        target: 8,
        target_type: 'at_least',
        points: 10,
      },
    ];
    return v;
  };
  const messages = (v: HabitFormValues) => {
    const r = habitFormSchema.safeParse(v);
    return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('a number question needs a target above 0, whole points 1..1000 and a short unit; no options', () => {
    const v = water();
    v.questions[0].options = [];
    expect(messages(v)).toEqual([]);
    v.questions[0].target = 0;
    v.questions[0].points = 2.5;
    v.questions[0].unit = 'x'.repeat(21);
    expect(messages(v)).toEqual([
      ['questions.0.unit', 'At most 20 characters'],
      ['questions.0.target', 'Enter a target above 0 (at most 1000000000)'],
      ['questions.0.points', 'Points are a whole number from 1 to 1000'],
    ]);
    v.questions[0].target = Number.NaN;
    v.questions[0].points = 1001;
    v.questions[0].unit = '';
    expect(messages(v).map(([path]) => path)).toEqual(['questions.0.target', 'questions.0.points']);
  });

  it('a choice question still needs two options; its number fields are not checked', () => {
    const v = valid();
    v.questions[0].points = Number.NaN;
    expect(messages(v)).toEqual([]);
    v.questions[0].options = v.questions[0].options.slice(0, 1);
    expect(messages(v)).toEqual([
      ['questions.0.options', 'Give each question at least two options'],
    ]);
  });

  it('the payload of a number question carries its fields and no options; a row comes back as it was', () => {
    const payload = toHabitPayload(water());
    expect(payload.questions).toEqual([
      {
        id: 5,
        question: 'Glasses of water',
        kind: 'number',
        unit: 'glasses',
        target: 8,
        target_type: 'at_least',
        points: 10,
        options: [],
      },
    ]);
    const habit = { id: 1, name: 'Water', description: null, color: '#0f766e', daily_target: null };
    const form = toFormValues(
      habit as never,
      [
        {
          id: 5,
          question: 'Glasses of water',
          kind: 'number',
          unit: null,
          target: 2,
          target_type: 'at_most',
          points: 3,
          option_metadata: [],
        } as never,
      ],
      [],
    );
    expect(form.questions[0]).toMatchObject({
      kind: 'number',
      unit: '',
      target: 2,
      target_type: 'at_most',
      points: 3,
    });
    // Switched to a choice in the form, it starts with two options.
    expect(form.questions[0].options).toHaveLength(2);
  });

  it('a draft saved before number questions gets choice questions with the number fields', () => {
    const old = valid() as unknown as { questions: Record<string, unknown>[] };
    for (const q of old.questions) {
      for (const key of ['kind', 'unit', 'target', 'target_type', 'points']) delete q[key];
    }
    const draft = withSchedule(old as unknown as HabitFormValues);
    expect(draft.questions[0]).toMatchObject({
      kind: 'choice',
      unit: '',
      target_type: 'at_least',
      points: 10,
    });
    expect(habitFormSchema.safeParse(draft).success).toBe(true);
  });
});
