/**
 * Schedules, pauses and old export files in real Chromium at phone size (issue 11): "Gym" 3 times
 * a week made in addhabit and shown again on edit; a Mon/Wed/Fri habit's table marks the other
 * days not due (and a skipped day skipped); every habit paused for a week from settings shows
 * paused days in the table, then resumes; an old export file (before schedules and pauses)
 * imports from settings. axe finds nothing serious in each new state.
 */
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  PHONE,
  backdateHabitViaApi,
  createUserViaApi,
  createYesNoHabitViaApi,
  expectNoSeriousA11yViolations,
  expectToast,
  freshContextPerTest,
  logInViaUi,
  newUser,
  openMoreOptions,
  restAs,
  rpcAs,
  withoutReminder,
} from './support';

const session = freshContextPerTest({ viewport: PHONE, timezoneId: 'UTC' });

const DAY_MS = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);
/** The table's words for a date (src/lib/day-label.ts). */
const dayWords = (n: number) =>
  n === 0
    ? 'Today'
    : n === 1
      ? 'Yesterday'
      : format(new Date(`${daysAgo(n)}T12:00:00Z`), 'EEE d MMM yyyy');
/** 0 Monday ... 6 Sunday. */
const weekdayOf = (n: number) => (new Date(`${daysAgo(n)}T12:00:00Z`).getUTCDay() + 6) % 7;

describe('schedules in addhabit and edit', () => {
  it('creates "Gym" 3 times a week and shows the schedule on the habit page and in the editor', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('gym'));
    await logInViaUi(page, user);
    await page.goto('/addhabit');
    await page.getByLabel('Name', { exact: true }).fill('Gym');
    await withoutReminder(page);
    await openMoreOptions(page);
    await page.getByLabel('Question 1', { exact: true }).fill('Did you train?');

    // The add form's schedule is a select ("How often"); the editor's (below) a radio group.
    const schedule = page.getByRole('group', { name: 'How often' });
    const kind = schedule.getByLabel('How often is it due?');
    expect(await schedule.locator('.schedule-summary').textContent()).toBe('Due: Every day');
    // On these weekdays: seven named checkboxes.
    await kind.selectOption({ label: 'On these weekdays' });
    const days = schedule.getByRole('group', { name: 'Days' });
    expect(await days.getByRole('checkbox').count()).toBe(7);
    await days.getByRole('checkbox', { name: 'Tuesday' }).waitFor();
    expect(await schedule.locator('.schedule-summary').textContent()).toBe(
      'Due: On Mon, Wed and Fri',
    );
    await expectNoSeriousA11yViolations(page, 'addhabit, weekdays picked');

    await kind.selectOption({ label: 'A number of times a week' });
    const times = schedule.getByLabel('Times a week', { exact: true });
    await times.fill('7');
    await page.getByRole('button', { name: 'Save habit' }).click();
    await schedule.getByText('A whole number from 1 to 6 (7 times a week is Every day)').waitFor();
    await expectNoSeriousA11yViolations(page, 'addhabit, times out of range');
    await times.fill('3');
    expect(await schedule.locator('.schedule-summary').textContent()).toBe('Due: 3 times a week');
    await page.getByRole('button', { name: 'Save habit' }).click();
    await expectToast(page, '"Gym" was added');
    await page.waitForURL((url) => /^\/habit\/\d+$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    expect(
      await restAs<unknown[]>(user, `habit_metadata?id=eq.${id}&select=freq_num,freq_den,weekdays`),
    ).toEqual([{ freq_num: 3, freq_den: 7, weekdays: null }]);

    await page.locator('.detail-schedule', { hasText: 'Schedule: 3 times a week' }).waitFor();

    // Pause this habit from its page: until resumed, from today.
    const pauses = page.getByRole('region', { name: 'Pauses' });
    await pauses.getByRole('button', { name: 'Pause Gym…' }).click();
    const form = pauses.getByRole('form', { name: 'Pause Gym' });
    await form.getByLabel('Last day (optional)').fill('');
    await form.getByLabel(/^Note/).fill('Sore knee');
    await form.getByRole('button', { name: 'Pause', exact: true }).click();
    const list = pauses.getByRole('list', { name: 'Current and planned pauses of Gym' });
    await list.getByText('Paused now').waitFor();
    expect(await list.textContent()).toContain('until you resume');
    await expectNoSeriousA11yViolations(page, 'habit page with a pause');
    expect(await restAs<unknown[]>(user, 'habit_pause?select=habit_id,end_date,note')).toEqual([
      { habit_id: id, end_date: null, note: 'Sore knee' },
    ]);
    // Resume at once: a pause that began today is removed.
    await list.getByRole('button', { name: /^Resume now: / }).click();
    await pauses.getByText('No current or planned pause of Gym.').waitFor();
    expect(await restAs<unknown[]>(user, 'habit_pause?select=id')).toEqual([]);
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('group', { name: 'Schedule' });
    await expect
      .poll(() => edit.getByRole('radio', { name: 'A number of times a week' }).isChecked())
      .toBe(true);
    expect(await edit.getByLabel('Times a week', { exact: true }).inputValue()).toBe('3');
    expect(await edit.locator('.schedule-summary').textContent()).toBe('Due: 3 times a week');
    await expectNoSeriousA11yViolations(page, 'edit with a schedule');
  });
});

describe('the table with schedules, skips and pauses', () => {
  it('a Mon/Wed/Fri habit shows the other days as not due, and a skipped day as skipped', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('mwf'));
    const id = Number(
      await rpcAs<number>(user, 'create_habit', {
        p_habit: {
          name: 'Gym',
          weekdays: 0b0010101,
          questions: [
            {
              question: 'Went?',
              options: [
                { label: 'No', score_value: 0 },
                { label: 'Yes', score_value: 10 },
              ],
            },
          ],
        },
      }),
    );
    // Made a week ago: every day shown is one of its days (a day before a habit began is empty,
    // tests/e2e/numbers-agree.test.ts).
    await backdateHabitViaApi(user, id, 7);
    // Skip the most recent Monday, Wednesday or Friday before today.
    const skippedDay = [1, 2, 3, 4, 5, 6].find((n) => [0, 2, 4].includes(weekdayOf(n)))!;
    await rpcAs(user, 'save_habit_day', {
      p_habit_id: id,
      p_date: daysAgo(skippedDay),
      p_answers: [],
      p_skipped: true,
    });
    await logInViaUi(page, user);
    await page.goto('/tableview');
    const table = page.getByRole('region', { name: 'Habits by day' });
    // The skip shows once the day reads are in (the schedule alone is known at once).
    await table
      .getByRole('button', { name: `Gym, ${dayWords(skippedDay)}: skipped`, exact: true })
      .waitFor();
    const shown = await table
      .getByRole('button')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    for (let n = 0; n < 7; n += 1) {
      const due = [0, 2, 4].includes(weekdayOf(n));
      // A past due day not answered is missed; today is still open.
      const expected = !due
        ? 'not due'
        : n === skippedDay
          ? 'skipped'
          : n === 0
            ? 'not answered'
            : 'not answered, missed (not answered)';
      expect(
        await table
          .getByRole('button', { name: `Gym, ${dayWords(n)}: ${expected}`, exact: true })
          .count(),
        `day ${daysAgo(n)} among ${shown.join(' | ')}`,
      ).toBe(1);
    }
    expect(await page.locator('.table-legend').textContent()).toContain('not due');
    await expectNoSeriousA11yViolations(page, 'table with not-due and skipped days');
  });

  it('pauses every habit for a week from settings, shows paused days in the table, resumes', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('pause-all'));
    // Made a week ago: the days before the pause are theirs (missed, not answered).
    for (const name of ['Read', 'Walk']) {
      const habit = await createYesNoHabitViaApi(user, name, `Did you ${name.toLowerCase()}?`);
      await backdateHabitViaApi(user, habit.id, 7);
    }
    await logInViaUi(page, user);
    await page.goto('/settings');
    const pauses = page.getByRole('region', { name: 'Pause all habits' });
    await pauses.getByText('No current or planned pause of every habit.').waitFor();
    await pauses.getByRole('button', { name: 'Pause all habits…' }).click();
    const form = pauses.getByRole('form', { name: 'Pause every habit' });
    // A week that began three days ago (days already missed become neutral).
    await form.getByLabel('First day').fill(daysAgo(3));
    await form.getByLabel('Last day (optional)').fill(daysAgo(-3));
    await form.getByLabel(/^Note/).fill('Holiday');
    await expectNoSeriousA11yViolations(page, 'pause form');
    await form.getByRole('button', { name: 'Pause', exact: true }).click();
    const list = pauses.getByRole('list', { name: 'Current and planned pauses of every habit' });
    await list.getByText('Paused now').waitFor();
    expect(await list.textContent()).toContain('Holiday');
    await expectNoSeriousA11yViolations(page, 'a current pause');
    expect(
      await restAs<unknown[]>(user, 'habit_pause?select=habit_id,start_date,end_date,note'),
    ).toEqual([{ habit_id: null, start_date: daysAgo(3), end_date: daysAgo(-3), note: 'Holiday' }]);

    await page.goto('/tableview');
    const table = page.getByRole('region', { name: 'Habits by day' });
    await table.getByRole('button', { name: `Read, Today: paused`, exact: true }).waitFor();
    // Missed needs the days' reads (the pauses alone show "paused" first).
    await table
      .getByRole('button', {
        name: `Read, ${dayWords(4)}: not answered, missed (not answered)`,
        exact: true,
      })
      .waitFor();
    for (const habit of ['Read', 'Walk']) {
      for (let n = 0; n < 7; n += 1) {
        const expected = n <= 3 ? 'paused' : 'not answered, missed (not answered)';
        expect(
          await table
            .getByRole('button', { name: `${habit}, ${dayWords(n)}: ${expected}`, exact: true })
            .count(),
          `${habit} ${daysAgo(n)}`,
        ).toBe(1);
      }
    }
    expect(await page.locator('.table-legend').textContent()).toContain('paused');
    await expectNoSeriousA11yViolations(page, 'table with paused days');

    // Resume now: the pause ends yesterday, so today counts again.
    await page.goto('/settings');
    await list.getByRole('button', { name: /^Resume now: / }).click();
    await expect
      .poll(() => restAs<unknown[]>(user, 'habit_pause?select=start_date,end_date'))
      .toEqual([{ start_date: daysAgo(3), end_date: daysAgo(1) }]);
    await pauses.getByText('No current or planned pause of every habit.').waitFor();
    await page.goto('/tableview');
    await table.getByRole('button', { name: 'Read, Today: not answered', exact: true }).waitFor();
    expect(
      await table.getByRole('button', { name: 'Read, Yesterday: paused', exact: true }).count(),
    ).toBe(1);
  });
});

describe('import of an old export file', () => {
  it('imports a file exported before schedules and pauses: habits are every day', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('old-import'));
    await logInViaUi(page, user);
    await page.goto('/settings');
    // The shape export_my_data wrote before issue 11: no freq_num/freq_den/weekdays, no
    // skipped, no habit_pause list.
    const old = {
      exported_at: '2026-11-01T10:00:00.000Z',
      user_id: '00000000-0000-0000-0000-000000000001',
      User_Master: [],
      habit_metadata: [
        {
          id: 11,
          name: 'Old walk',
          description: null,
          color: '#16a34a',
          daily_target: null,
          archived: false,
          position: 0,
          created_by: '00000000-0000-0000-0000-000000000001',
          created_at: '2026-10-01T10:00:00+00:00',
          updated_at: '2026-10-01T10:00:00+00:00',
        },
      ],
      question_metadata: [{ id: 21, habit_id: 11, question: 'Walked?', position: 0 }],
      option_metadata: [
        { id: 31, question_id: 21, label: 'No', score_value: 0, position: 0 },
        { id: 32, question_id: 21, label: 'Yes', score_value: 5, position: 1 },
      ],
      checkmarks_tracker: [{ id: 41, habit_id: 11, date: '2026-10-30', notes: null }],
      answer_entry: [{ id: 51, cmt_id: 41, question_id: 21, option_id: 32, score_value: 5 }],
      consequence_metadata: [],
      consequence_log: [],
      consequence_fulfillment: [],
      habit_template: [],
      question_template: [],
      option_template: [],
      consequence_template: [],
    };
    await page.getByLabel('Import data').setInputFiles({
      name: 'streakwise-export-2026-11-01.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(old)),
    });
    const confirm = page.getByRole('region', { name: 'Import streakwise-export-2026-11-01.json?' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('1 habit with 1 question');
    await expectNoSeriousA11yViolations(page, 'import confirmation');
    await confirm.getByRole('button', { name: 'Import' }).click();
    await expectToast(page, 'Imported 1 habit and 1 check-mark.');
    expect(
      await restAs<unknown[]>(user, 'habit_metadata?select=name,freq_num,freq_den,weekdays'),
    ).toEqual([{ name: 'Old walk', freq_num: 1, freq_den: 1, weekdays: null }]);
    expect(await restAs<unknown[]>(user, 'checkmarks_tracker?select=date,skipped')).toEqual([
      { date: '2026-10-30', skipped: false },
    ]);
  });
});
