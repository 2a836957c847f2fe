import { describe, expect, it } from 'vitest';
import { eachDayIso } from '@shared/scores/dates';
import { consequenceLogKey, evaluateConsequences, ruleStartDate } from './consequences';
import type {
  ConsequenceRule,
  EvaluateConsequencesInput,
  HabitDayTotal,
  HabitForConsequences,
} from './consequences';
import { TIME_ZONES, useTimeZone } from './time-zone.test-util';

// 2025-03-17 is a Monday; 2025-03-01 a Saturday.
const habit = (
  id: number,
  overrides: Partial<HabitForConsequences> = {},
): HabitForConsequences => ({
  id,
  daily_target: 5,
  max: 10,
  created_at: '2025-03-01T12:00:00Z',
  ...overrides,
});

const rule = (
  id: number,
  trigger_type: ConsequenceRule['trigger_type'],
  threshold: number,
  overrides: Partial<ConsequenceRule> = {},
): ConsequenceRule => ({
  id,
  habit_id: 1,
  kind: trigger_type === 'streak_reached' ? 'reward' : 'penalty',
  trigger_type,
  threshold,
  active: true,
  created_at: '2025-03-01T12:00:00Z',
  ...overrides,
});

const rows = (habitId: number, dates: string[], total: number): HabitDayTotal[] =>
  dates.map((date) => ({ habit_id: habitId, date, total_score: total }));

function run(
  input: Partial<EvaluateConsequencesInput> & Pick<EvaluateConsequencesInput, 'consequences'>,
) {
  return evaluateConsequences({ days: [], habits: [habit(1)], today: '2025-03-20', ...input });
}

const datesOf = (firings: { trigger_date: string }[]) => firings.map((f) => f.trigger_date);

describe('evaluateConsequences: basics', () => {
  it('fires nothing without rules', () => {
    expect(
      evaluateConsequences({ consequences: [], days: [], habits: [], today: '2025-03-20' }),
    ).toEqual([]);
  });

  it('never fires a paused rule', () => {
    expect(run({ consequences: [rule(1, 'missed_days', 1, { active: false })] })).toEqual([]);
    expect(run({ consequences: [rule(2, 'weekly_score_below', 100, { active: false })] })).toEqual(
      [],
    );
  });

  it('skips a rule whose habit was not passed', () => {
    expect(run({ consequences: [rule(1, 'missed_days', 1, { habit_id: 99 })] })).toEqual([]);
  });

  it('fires nothing for a rule created after today', () => {
    expect(
      run({ consequences: [rule(1, 'missed_days', 1, { created_at: '2025-03-21' })] }),
    ).toEqual([]);
  });

  it('refuses bad rules and dates with clear errors', () => {
    expect(() => run({ consequences: [rule(7, 'missed_days', 0)] })).toThrow(
      'consequence 7: threshold must be a whole number of days > 0',
    );
    expect(() => run({ consequences: [rule(7, 'streak_reached', 2.5)] })).toThrow(/whole number/);
    expect(() => run({ consequences: [rule(7, 'weekly_score_below', -1)] })).toThrow(/percentage/);
    expect(() => run({ consequences: [rule(7, 'every_full_moon' as never, 1)] })).toThrow(
      /unknown trigger_type/,
    );
    expect(() => run({ consequences: [], today: 'today' })).toThrow(/today/);
    expect(() => run({ consequences: [], weekStart: 9 as never })).toThrow(/weekStart/);
    expect(() =>
      run({ consequences: [rule(1, 'missed_days', 1, { created_at: 'last week' })] }),
    ).toThrow(/timestamp/);
  });

  it('builds log keys as consequence_id:trigger_date', () => {
    expect(consequenceLogKey(12, '2025-03-01')).toBe('12:2025-03-01');
  });
});

describe('missed_days', () => {
  it('fires at every multiple of N missed days, never for today', () => {
    // Nothing answered from 03-01; evaluated 03-01 .. 03-19 (today 03-20 is not over).
    expect(datesOf(run({ consequences: [rule(1, 'missed_days', 3)] }))).toEqual([
      '2025-03-03',
      '2025-03-06',
      '2025-03-09',
      '2025-03-12',
      '2025-03-15',
      '2025-03-18',
    ]);
    expect(
      datesOf(run({ consequences: [rule(1, 'missed_days', 3)], today: '2025-03-03' })),
    ).toEqual([]);
    expect(
      datesOf(run({ consequences: [rule(1, 'missed_days', 3)], today: '2025-03-04' })),
    ).toEqual(['2025-03-03']);
  });

  it('a met day ends the run; a day below target counts as missed', () => {
    const days = [
      ...rows(1, ['2025-03-05'], 5), // met
      ...rows(1, ['2025-03-06', '2025-03-07'], 4), // tracked, below target
      ...rows(1, eachDayIso('2025-03-09', '2025-03-19'), 9), // met
    ];
    expect(datesOf(run({ consequences: [rule(1, 'missed_days', 3)], days }))).toEqual([
      '2025-03-03',
      '2025-03-08',
    ]);
  });

  it('with no daily target a day is met when its total is above zero', () => {
    const done = rows(1, eachDayIso('2025-03-01', '2025-03-19'), 1);
    const noTarget = [habit(1, { daily_target: null })];
    expect(
      run({ consequences: [rule(1, 'missed_days', 1)], days: done, habits: noTarget }),
    ).toEqual([]);
    const answeredNo = rows(1, eachDayIso('2025-03-01', '2025-03-19'), 0);
    expect(
      run({ consequences: [rule(1, 'missed_days', 1)], days: answeredNo, habits: noTarget }),
    ).toHaveLength(
      run({ consequences: [rule(1, 'missed_days', 1)], days: [], habits: noTarget }).length,
    );
    const days = rows(1, eachDayIso('2025-03-01', '2025-03-19'), -10);
    expect(datesOf(run({ consequences: [rule(1, 'missed_days', 19)], days }))).toEqual([
      '2025-03-19',
    ]);
  });

  it('is not retroactive: counts from the later of the habit and the rule creation', () => {
    expect(
      datesOf(
        run({ consequences: [rule(1, 'missed_days', 3, { created_at: '2025-03-10T12:00:00Z' })] }),
      ),
    ).toEqual(['2025-03-12', '2025-03-15', '2025-03-18']);
    const laterHabit = [habit(1, { created_at: '2025-03-14' })];
    expect(datesOf(run({ consequences: [rule(1, 'missed_days', 3)], habits: laterHabit }))).toEqual(
      ['2025-03-16', '2025-03-19'],
    );
  });

  it('active_since keeps a pause from being charged', () => {
    const resumed = rule(1, 'missed_days', 3, { active_since: '2025-03-15' });
    expect(datesOf(run({ consequences: [resumed] }))).toEqual(['2025-03-17']);
    expect(datesOf(run({ consequences: [{ ...resumed, active_since: null }] }))).toHaveLength(6);
  });

  it('ignores check-marks before the start and after today', () => {
    const days = [
      ...rows(1, ['2025-02-27', '2025-02-28'], 9),
      ...rows(1, ['2025-03-20', '2025-03-21'], 9),
    ];
    expect(datesOf(run({ consequences: [rule(1, 'missed_days', 19)], days }))).toEqual([
      '2025-03-19',
    ]);
  });
});

describe('streak_reached', () => {
  it('fires once per run, on the day it reaches exactly N, today included', () => {
    const days = [
      ...rows(1, eachDayIso('2025-03-01', '2025-03-07'), 6), // 7 days: fires on the 3rd only
      ...rows(1, eachDayIso('2025-03-10', '2025-03-12'), 5), // exactly 3
      ...rows(1, ['2025-03-14', '2025-03-15'], 8), // 2: no
      ...rows(1, eachDayIso('2025-03-18', '2025-03-20'), 10), // reaches 3 today
    ];
    expect(datesOf(run({ consequences: [rule(1, 'streak_reached', 3)], days }))).toEqual([
      '2025-03-03',
      '2025-03-12',
      '2025-03-20',
    ]);
  });

  it('a day below target breaks the run; a check-mark after today does not count', () => {
    const days = [
      ...rows(1, ['2025-03-01', '2025-03-02'], 5),
      ...rows(1, ['2025-03-03'], 4),
      ...rows(1, ['2025-03-04', '2025-03-05'], 5),
      ...rows(1, ['2025-03-19', '2025-03-20', '2025-03-21'], 5),
    ];
    expect(run({ consequences: [rule(1, 'streak_reached', 3)], days })).toEqual([]);
  });

  it('counts met days from the start only', () => {
    const days = rows(1, eachDayIso('2025-03-01', '2025-03-20'), 5);
    expect(
      datesOf(
        run({ consequences: [rule(1, 'streak_reached', 5, { created_at: '2025-03-10' })], days }),
      ),
    ).toEqual(['2025-03-14']);
  });
});

describe('weekly_score_below', () => {
  // Full weeks after 03-01: Mon 03-03..03-09, 03-10..03-16 (03-17..03-23 is not over on 03-20).
  const days = [
    ...rows(1, eachDayIso('2025-03-03', '2025-03-06'), 10), // 40 of 70: 57 %
    ...rows(1, eachDayIso('2025-03-10', '2025-03-12'), 10), // 30 of 70: 43 %
    ...rows(1, ['2025-03-02'], -100), // before the first full week
  ];

  it('fires on the last day of each finished full week under X %', () => {
    expect(run({ consequences: [rule(4, 'weekly_score_below', 50)], days })).toEqual([
      { consequence_id: 4, trigger_date: '2025-03-16' },
    ]);
    expect(datesOf(run({ consequences: [rule(4, 'weekly_score_below', 60)], days }))).toEqual([
      '2025-03-09',
      '2025-03-16',
    ]);
    expect(run({ consequences: [rule(4, 'weekly_score_below', 40)], days })).toEqual([]);
  });

  it('a week ending yesterday is finished; the current one is not', () => {
    expect(
      datesOf(
        run({ consequences: [rule(4, 'weekly_score_below', 50)], days, today: '2025-03-17' }),
      ),
    ).toEqual(['2025-03-16']);
    expect(
      run({ consequences: [rule(4, 'weekly_score_below', 50)], days, today: '2025-03-16' }),
    ).toEqual([]);
  });

  it('follows the week start: Sunday weeks end on Saturdays', () => {
    // Sunday weeks after 03-01: 03-02..03-08 (03-02 is -100: 0 %), 03-09..03-15 (30 of 70).
    expect(
      datesOf(run({ consequences: [rule(4, 'weekly_score_below', 50)], days, weekStart: 0 })),
    ).toEqual(['2025-03-08', '2025-03-15']);
  });

  it('percent of a week with max 0 is 0, so any X fires', () => {
    expect(
      datesOf(
        run({ consequences: [rule(4, 'weekly_score_below', 1)], habits: [habit(1, { max: 0 })] }),
      ),
    ).toEqual(['2025-03-09', '2025-03-16']);
  });
});

describe('determinism and idempotence', () => {
  const habits = [habit(1), habit(2, { daily_target: null, max: 4, created_at: '2025-03-05' })];
  const consequences = [
    rule(30, 'streak_reached', 2, { habit_id: 2 }),
    rule(10, 'missed_days', 4),
    rule(20, 'weekly_score_below', 90, { habit_id: 2 }),
    rule(5, 'missed_days', 2, { habit_id: 2 }),
  ];
  const flat = [
    ...rows(2, ['2025-03-05', '2025-03-06', '2025-03-09', '2025-03-10', '2025-03-11'], 4),
    ...rows(1, ['2025-03-04'], 7),
  ];

  it('sorts by trigger date, then consequence id, and gives the same answer every time', () => {
    const first = evaluateConsequences({ consequences, days: flat, habits, today: '2025-03-20' });
    expect(first).toEqual([
      { consequence_id: 30, trigger_date: '2025-03-06' },
      { consequence_id: 5, trigger_date: '2025-03-08' },
      { consequence_id: 10, trigger_date: '2025-03-08' },
      { consequence_id: 30, trigger_date: '2025-03-10' },
      { consequence_id: 10, trigger_date: '2025-03-12' },
      { consequence_id: 5, trigger_date: '2025-03-13' },
      { consequence_id: 5, trigger_date: '2025-03-15' },
      { consequence_id: 10, trigger_date: '2025-03-16' },
      { consequence_id: 20, trigger_date: '2025-03-16' }, // 8 of 28: 29 %
      { consequence_id: 5, trigger_date: '2025-03-17' },
      { consequence_id: 5, trigger_date: '2025-03-19' },
    ]);
    const shuffled = evaluateConsequences({
      consequences: [...consequences].reverse(),
      days: [...flat].reverse(),
      habits: [...habits].reverse(),
      today: '2025-03-20',
    });
    expect(shuffled).toEqual(first);
  });

  it('takes the days as a map per habit too', () => {
    const byHabit = new Map([
      [1, flat.filter((r) => r.habit_id === 1)],
      [2, flat.filter((r) => r.habit_id === 2)],
    ]);
    expect(
      evaluateConsequences({ consequences, days: byHabit, habits, today: '2025-03-20' }),
    ).toEqual(evaluateConsequences({ consequences, days: flat, habits, today: '2025-03-20' }));
  });

  it('leaves out what is already logged, so a second evaluation inserts nothing', () => {
    const first = evaluateConsequences({ consequences, days: flat, habits, today: '2025-03-20' });
    const logged = new Set(first.map((f) => consequenceLogKey(f.consequence_id, f.trigger_date)));
    expect(
      evaluateConsequences({
        consequences,
        days: flat,
        habits,
        today: '2025-03-20',
        alreadyLogged: logged,
      }),
    ).toEqual([]);
    const partly = new Set([...logged].slice(0, 5));
    expect(
      evaluateConsequences({
        consequences,
        days: flat,
        habits,
        today: '2025-03-20',
        alreadyLogged: partly,
      }),
    ).toEqual(first.slice(5));
  });

  it('repeated check-marks for a date count once (the last entry wins)', () => {
    const repeated = [...rows(1, ['2025-03-02'], 9), ...rows(1, ['2025-03-02'], 0)];
    expect(
      datesOf(
        run({ consequences: [rule(1, 'missed_days', 2)], days: repeated, today: '2025-03-03' }),
      ),
    ).toEqual(['2025-03-02']);
  });
});

describe('ruleStartDate', () => {
  it('is the later of the habit and rule creation dates, or active_since when later still', () => {
    expect(ruleStartDate(rule(1, 'missed_days', 1), habit(1))).toBe('2025-03-01');
    expect(ruleStartDate(rule(1, 'missed_days', 1, { created_at: '2025-03-04' }), habit(1))).toBe(
      '2025-03-04',
    );
    expect(ruleStartDate(rule(1, 'missed_days', 1), habit(1, { created_at: '2025-03-06' }))).toBe(
      '2025-03-06',
    );
    expect(ruleStartDate(rule(1, 'missed_days', 1, { active_since: '2025-03-09' }), habit(1))).toBe(
      '2025-03-09',
    );
    expect(ruleStartDate(rule(1, 'missed_days', 1, { active_since: '2025-02-01' }), habit(1))).toBe(
      '2025-03-01',
    );
  });

  it('marks the first day read: history before it changes no firing', () => {
    const consequences = [
      rule(1, 'missed_days', 2, { created_at: '2025-03-05' }),
      rule(2, 'streak_reached', 2, { created_at: '2025-03-05' }),
      rule(3, 'weekly_score_below', 50, { created_at: '2025-03-05' }),
    ];
    const all = rows(
      1,
      eachDayIso('2025-03-01', '2025-03-20').filter((_, i) => i % 3 === 0),
      7,
    );
    const start = ruleStartDate(consequences[0], habit(1));
    const fromStart = all.filter((r) => r.date >= start);
    expect(fromStart.length).toBeLessThan(all.length);
    expect(run({ consequences, days: fromStart })).toEqual(run({ consequences, days: all }));
  });
});

describe.each(TIME_ZONES)('consequences across DST in %s', (timeZone) => {
  useTimeZone(timeZone);

  it('counts calendar days through DST changes', () => {
    // Europe springs forward on Sunday 2025-03-30; the US on 2025-03-09.
    const habits = [habit(1, { created_at: '2025-03-03' })];
    const consequences = [
      rule(1, 'missed_days', 7, { created_at: '2025-03-03' }),
      rule(2, 'weekly_score_below', 100, { created_at: '2025-03-03' }),
    ];
    const firings = evaluateConsequences({ consequences, days: [], habits, today: '2025-04-07' });
    expect(firings.filter((f) => f.consequence_id === 1).map((f) => f.trigger_date)).toEqual([
      '2025-03-09',
      '2025-03-16',
      '2025-03-23',
      '2025-03-30',
      '2025-04-06',
    ]);
    expect(firings.filter((f) => f.consequence_id === 2).map((f) => f.trigger_date)).toEqual([
      '2025-03-09',
      '2025-03-16',
      '2025-03-23',
      '2025-03-30',
      '2025-04-06',
    ]);
  });
});

describe('evaluateConsequences: schedules, skips and pauses (docs/schedules.md)', () => {
  // Habit 1 created 2025-03-01 (a Saturday), daily target 5, max 10; today 2025-03-20.
  it('a pause never fires missed_days: the paused days are passed over', () => {
    const consequences = [rule(1, 'missed_days', 3)];
    // Nothing answered 03-01..03-19; without a pause it fires every third day.
    expect(datesOf(run({ consequences }))).toEqual([
      '2025-03-03',
      '2025-03-06',
      '2025-03-09',
      '2025-03-12',
      '2025-03-15',
      '2025-03-18',
    ]);
    // Paused (every habit) 03-02..03-18: 03-01 missed, 03-19 missed: a run of 2, nothing fires.
    const pauses = [{ habit_id: null, start_date: '2025-03-02', end_date: '2025-03-18' }];
    expect(run({ consequences, pauses })).toEqual([]);
    // An open-ended pause of this habit from 03-01 on: never anything.
    expect(
      run({ consequences, pauses: [{ habit_id: 1, start_date: '2025-03-01', end_date: null }] }),
    ).toEqual([]);
    // Another habit's pause changes nothing here.
    expect(
      run({ consequences, pauses: [{ habit_id: 2, start_date: '2025-03-01', end_date: null }] }),
    ).toHaveLength(6);
  });

  it('skipped days count nowhere: missed_days and streak_reached pass over them', () => {
    const days: HabitDayTotal[] = [
      ...rows(1, ['2025-03-10', '2025-03-12'], 10),
      { habit_id: 1, date: '2025-03-11', total_score: 0, skipped: true },
    ];
    const fired = run({
      consequences: [
        rule(1, 'streak_reached', 2, { created_at: '2025-03-10' }),
        rule(2, 'missed_days', 1, { created_at: '2025-03-10' }),
      ],
      days,
      today: '2025-03-12',
    });
    expect(fired).toEqual([{ consequence_id: 1, trigger_date: '2025-03-12' }]);
  });

  it('a weekday habit is not missed on its rest days', () => {
    // Mon/Wed/Fri (0b10101), every one answered from Monday 03-03 to Friday 03-14.
    const dates = [
      '2025-03-03',
      '2025-03-05',
      '2025-03-07',
      '2025-03-10',
      '2025-03-12',
      '2025-03-14',
    ];
    const fired = run({
      consequences: [
        rule(1, 'missed_days', 1, { created_at: '2025-03-03' }),
        rule(2, 'streak_reached', 6, { created_at: '2025-03-03' }),
        rule(3, 'weekly_score_below', 100, { created_at: '2025-03-02' }),
      ],
      habits: [habit(1, { weekdays: 0b10101 })],
      days: rows(1, dates, 10),
      today: '2025-03-16',
    });
    // Full marks on the due days of both weeks (3 x max), the 6th due day reaches the streak.
    expect(fired).toEqual([{ consequence_id: 2, trigger_date: '2025-03-14' }]);
  });

  it('3 times a week: missed_days counts days not on track, weekly_score_below 3 x max', () => {
    const habits = [habit(1, { freq_num: 3, freq_den: 7, daily_target: null })];
    // Gym on Mon, Wed, Fri of the week of 03-03, then only Monday 03-10.
    const days = rows(1, ['2025-03-03', '2025-03-05', '2025-03-07', '2025-03-10'], 10);
    const fired = run({
      consequences: [
        rule(1, 'missed_days', 2, { created_at: '2025-03-07' }),
        rule(2, 'weekly_score_below', 100, { created_at: '2025-03-02' }),
      ],
      habits,
      days,
      today: '2025-03-17',
    });
    // On track 03-07..03-11 (3 in the last 7 days); 03-12 on: 2, then 1, then 1 ... of 3.
    // Week of 03-03: 30 of 3 x 10, 100 %: no firing; week of 03-10: 10 of 30.
    expect(fired).toEqual([
      { consequence_id: 1, trigger_date: '2025-03-13' },
      { consequence_id: 1, trigger_date: '2025-03-15' },
      { consequence_id: 2, trigger_date: '2025-03-16' },
    ]);
  });

  it('a new 3 times a week habit is not missed in its first week while 3 can still be met', () => {
    // Created Monday 03-10 with its rule; met Monday and Wednesday: never behind.
    const habits = [
      habit(1, { freq_num: 3, freq_den: 7, daily_target: null, created_at: '2025-03-10T08:00' }),
    ];
    const consequences = [rule(1, 'missed_days', 2, { created_at: '2025-03-10T08:00' })];
    const days = rows(1, ['2025-03-10', '2025-03-12'], 10);
    expect(run({ consequences, habits, days, today: '2025-03-13' })).toEqual([]);
    // Nothing met at all: missed from Friday 03-14 on, when 3 of the first 7 days cannot be
    // reached any more (2 days left), then every day the window stays under 3.
    expect(datesOf(run({ consequences, habits, today: '2025-03-20' }))).toEqual([
      '2025-03-15',
      '2025-03-17',
      '2025-03-19',
    ]);
    // History older than the habit (an import) starts its first window at its first check-mark.
    const imported = rows(1, ['2025-03-01'], 10);
    expect(datesOf(run({ consequences, habits, days: imported, today: '2025-03-13' }))).toEqual([
      '2025-03-11',
    ]);
  });

  it('a week paused from start to end never fires weekly_score_below', () => {
    const fired = run({
      consequences: [rule(1, 'weekly_score_below', 50, { created_at: '2025-03-02' })],
      pauses: [{ habit_id: null, start_date: '2025-03-03', end_date: '2025-03-09' }],
      today: '2025-03-17',
    });
    // The week of 03-03 is all paused; the week of 03-10 had nothing answered.
    expect(datesOf(fired)).toEqual(['2025-03-16']);
  });
});
