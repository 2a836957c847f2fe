import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadSignedInMessages } from '@/lib/i18n/catalogs';
import {
  HABIT_COLORS,
  TRIGGER_LABELS,
  emptyConsequence,
  emptyHabitForm,
  emptyQuestion,
  thresholdText,
  type HabitFormValues,
} from './habit-form-values';
import {
  answerKindOf,
  isYesNo,
  yesNoOptions,
  needsMoreOptions,
  nextHabitColor,
  opensMoreOptions,
  questionFromName,
  suggestedReminder,
  withNewHabitTarget,
} from './new-habit-values';

const habit = (patch: Partial<HabitFormValues> = {}): HabitFormValues => ({
  ...emptyHabitForm(),
  name: 'Meditate',
  ...patch,
});

const numberQuestion = () => ({
  ...emptyQuestion(),
  kind: 'number' as const,
  unit: 'glasses',
  target: 8,
  points: 10,
});

describe('questionFromName', () => {
  it('asks the name, for any day: never "today"', () => {
    expect(questionFromName('Meditate')).toBe('Meditate?');
    expect(questionFromName('  Read   a book  ')).toBe('Read a book?');
    expect(questionFromName('Stretched?')).toBe('Stretched?');
    expect(questionFromName('Walk.')).toBe('Walk?');
    expect(questionFromName('   ')).toBe('');
    for (const name of ['Meditate', 'Floss', 'No sugar'])
      expect(questionFromName(name)).not.toMatch(/today/i);
  });

  it('a number with a unit asks how many', () => {
    expect(questionFromName('Water', { kind: 'number', unit: ' glasses ' })).toBe(
      'Water: how many glasses?',
    );
    expect(questionFromName('Water', { kind: 'number', unit: '' })).toBe('Water?');
    // A choice question's unit (kept for a switch of kind) is not its words.
    expect(questionFromName('Water', { kind: 'choice', unit: 'glasses' })).toBe('Water?');
  });
});

describe('the kind of answer', () => {
  it('Yes and No in either order are yes / no; other options are choices', () => {
    expect(answerKindOf(emptyQuestion())).toBe('yes_no');
    const swapped = { ...emptyQuestion(), options: [...emptyQuestion().options].reverse() };
    expect(isYesNo(swapped)).toBe(true);
    const three = {
      ...emptyQuestion(),
      options: [...emptyQuestion().options, { label: 'A little', score_value: 5 }],
    };
    expect(answerKindOf(three)).toBe('choices');
    expect(answerKindOf(numberQuestion())).toBe('number');
  });
});

describe('withNewHabitTarget', () => {
  it('a yes / no habit gets its Yes score, a number habit its points', () => {
    expect(withNewHabitTarget(habit()).daily_target).toBe(10);
    const yesOne = {
      ...emptyQuestion(),
      options: [
        { label: 'No', score_value: 0 },
        { label: 'Yes', score_value: 1 },
      ],
    };
    expect(withNewHabitTarget(habit({ questions: [yesOne] })).daily_target).toBe(1);
    expect(withNewHabitTarget(habit({ questions: [numberQuestion()] })).daily_target).toBe(10);
  });

  it('keeps a typed target, and sets none for choices or several questions', () => {
    expect(withNewHabitTarget(habit({ daily_target: 4 })).daily_target).toBe(4);
    expect(withNewHabitTarget(habit({ daily_target: 0 })).daily_target).toBe(0);
    const choices = {
      ...emptyQuestion(),
      options: [
        { label: '20 minutes', score_value: 10 },
        { label: '10 minutes', score_value: 5 },
      ],
    };
    expect(withNewHabitTarget(habit({ questions: [choices] })).daily_target).toBeNull();
    const two = [emptyQuestion(), emptyQuestion()];
    expect(withNewHabitTarget(habit({ questions: two })).daily_target).toBeNull();
  });
});

describe('nextHabitColor', () => {
  it('takes the first palette colour no habit has, then the palette again in turn', () => {
    expect(nextHabitColor([])).toBe(HABIT_COLORS[0]);
    expect(nextHabitColor(['#0F766E', null])).toBe(HABIT_COLORS[1]);
    expect(nextHabitColor([HABIT_COLORS[0], HABIT_COLORS[2]])).toBe(HABIT_COLORS[1]);
    expect(nextHabitColor([...HABIT_COLORS])).toBe(HABIT_COLORS[0]);
    expect(nextHabitColor([...HABIT_COLORS, HABIT_COLORS[0]])).toBe(HABIT_COLORS[1]);
  });

  it("keeps a template's colour unless a habit has it", () => {
    expect(nextHabitColor([HABIT_COLORS[0]], '#4f46e5')).toBe('#4f46e5');
    expect(nextHabitColor(['#4f46e5'], '#4F46E5')).toBe(HABIT_COLORS[0]);
  });
});

describe('suggestedReminder', () => {
  it('on at 07:30 for a first habit; then like the latest reminder, or off without one', () => {
    const none = { habitCount: 0, latestTime: null, blocked: false };
    expect(suggestedReminder(none)).toEqual({ on: true, time: '07:30' });
    expect(suggestedReminder({ ...none, habitCount: 2, latestTime: '21:15:00' })).toEqual({
      on: true,
      time: '21:15',
    });
    expect(suggestedReminder({ ...none, habitCount: 2 })).toEqual({ on: false, time: '07:30' });
    expect(suggestedReminder({ ...none, blocked: true }).on).toBe(false);
  });
});

describe('More options', () => {
  it('opens for what the short form cannot show', () => {
    expect(opensMoreOptions(habit())).toBe(false);
    expect(opensMoreOptions(habit({ questions: [emptyQuestion(), emptyQuestion()] }))).toBe(true);
    expect(opensMoreOptions(habit({ consequences: [emptyConsequence()] }))).toBe(true);
  });

  it('opens on a refused save only for a problem the short form hides', () => {
    const named = { name: 'Gym' };
    expect(needsMoreOptions({ name: { type: 'x', message: 'Name is required' } }, named)).toBe(
      false,
    );
    // A nameless habit's question is empty because its name is.
    const emptyQuestionError = { questions: [{ question: { type: 'x', message: 'Write it' } }] };
    expect(needsMoreOptions(emptyQuestionError as never, { name: '' })).toBe(false);
    expect(needsMoreOptions(emptyQuestionError as never, named)).toBe(true);
    const target = { questions: [{ target: { type: 'x', message: 'Enter a target' } }] };
    expect(needsMoreOptions(target as never, named)).toBe(false);
    const second = { questions: [undefined, { question: { type: 'x', message: 'Write it' } }] };
    expect(needsMoreOptions(second as never, named)).toBe(true);
    expect(needsMoreOptions({ consequences: [] } as never, named)).toBe(true);
  });
});

describe('consequence thresholds', () => {
  it('name their unit and start from the rule’s own number', () => {
    expect(thresholdText('missed_days', 3)).toBe('3 days');
    expect(thresholdText('missed_days', 1)).toBe('1 day');
    expect(thresholdText('weekly_score_below', 50)).toBe('50 %');
    expect(thresholdText('streak_reached', 7)).toBe('7 days in a row');
    expect(thresholdText('streak_reached', 1)).toBe('1 day in a row');
    expect(TRIGGER_LABELS.weekly_score_below.threshold).toBe(50);
    expect(emptyConsequence().threshold).toBe(TRIGGER_LABELS.missed_days.threshold);
  });
});

describe('yes / no in the language the habit was made in', () => {
  afterEach(() => activateLocale('en'));

  it('a new yes/no habit in German answers Ja / Nein, and stays a yes/no habit in English', async () => {
    // The signed-in area's catalog (the form's words are there), then German.
    await loadSignedInMessages();
    await activateLocale('de');
    const options = yesNoOptions();
    expect(options.map((o) => o.label)).toEqual(['Ja', 'Nein']);
    await activateLocale('en');
    expect(isYesNo({ kind: 'choice', options })).toBe(true);
    expect(isYesNo({ kind: 'choice', options: [options[1], options[0]] })).toBe(true);
    // Two other words are choices, not yes / no.
    expect(
      isYesNo({
        kind: 'choice',
        options: [
          { label: 'Ja', score_value: 10 },
          { label: 'Vielleicht', score_value: 0 },
        ],
      }),
    ).toBe(false);
  });
});
