/**
 * Past days one tap away on home (issue 21, "What to build" 6), in real Chromium on a 390x844
 * phone (UTC): once a yes/no habit's row is folded (answered for the day shown), its end offers
 * the three days before as 44 x 44 px cells; one tap toggles a day as the table does (the offline
 * queue to save_habit_day, a toast with Undo), a day's note stays; the row is no taller than it
 * was unanswered, and a habit begun today offers none. With SCREENSHOT_DIR set, home is
 * photographed (light and dark).
 */
import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  PHONE,
  SCREENSHOT_DIR,
  backdateHabitViaApi,
  createUserViaApi,
  createYesNoHabitViaApi,
  expectNoSeriousA11yViolations,
  freshContextPerTest,
  logInViaUi,
  newUser,
  restAs,
  rpcAs,
} from './support';

const session = freshContextPerTest({ viewport: PHONE, timezoneId: 'UTC' });
const DAY_MS = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);
/** A day as a cell names it: "Thu 26 Nov" (English, UTC). */
const dayName = (n: number) => format(new Date(`${daysAgo(n)}T12:00:00Z`), 'EEE d MMM');

describe('home: the days before, on a folded yes/no row', () => {
  it('one tap toggles yesterday, Undo puts it back, a note stays; none before the habit began', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('past-days'));
    const stretch = await createYesNoHabitViaApi(user, 'Stretch', 'Did you stretch?');
    await backdateHabitViaApi(user, stretch.id, 10);
    // Two days ago: No, with a note.
    await rpcAs(user, 'save_habit_day', {
      p_habit_id: stretch.id,
      p_date: daysAgo(2),
      p_answers: [{ question_id: stretch.questionId, option_id: stretch.no, notes: 'sore knee' }],
    });
    // Made today: its days before are before it began.
    await createYesNoHabitViaApi(user, 'Read', 'Did you read?');
    await logInViaUi(page, user);
    await page.goto('/');

    const row = page.getByRole('article', { name: 'Stretch', exact: true });
    await row.getByRole('button', { name: /^Yes/ }).waitFor({ timeout: 15_000 });
    const unanswered = (await row.boundingBox())!.height;
    const days = row.getByRole('group', { name: 'The days before: Stretch' });
    // Not folded yet: the row asks for today's answer, no days before.
    expect(await days.count()).toBe(0);

    await row.getByRole('button', { name: /^Yes/ }).click();
    await days.waitFor();
    const yesterday = days.getByRole('button', {
      name: `${dayName(1)}: not answered. Tap to mark done`,
    });
    await yesterday.waitFor();
    // Three cells, each a 44 x 44 px target; the folded row no taller than it was unanswered.
    const cells = days.getByRole('button');
    expect(await cells.count()).toBe(3);
    for (const box of await cells.evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    expect((await row.boundingBox())!.height).toBeLessThanOrEqual(unanswered);
    expect(
      await days.getByRole('button', { name: /^.*: not done\. Tap to mark done$/ }).count(),
    ).toBe(1);
    await expectNoSeriousA11yViolations(page, 'home with the days before on a folded row');
    if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}/home-past-days.png` });

    // One tap: yesterday is done at once, with Undo on the toast.
    await yesterday.click();
    await days.getByRole('button', { name: `${dayName(1)}: done. Tap to mark not done` }).waitFor();
    const toast = page.locator('.Toastify__toast', { hasText: 'Stretch, Yesterday: Yes' });
    await toast.waitFor();
    const yesterdayRow = () =>
      restAs<{ total_score: number }[]>(
        user,
        `daily_habit_scores?habit_id=eq.${stretch.id}&date=eq.${daysAgo(1)}&select=total_score`,
      );
    await expect.poll(yesterdayRow, { timeout: 15_000 }).toEqual([{ total_score: 10 }]);
    if (SCREENSHOT_DIR) {
      await page.screenshot({ path: `${SCREENSHOT_DIR}/home-past-days-tapped.png` });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.screenshot({ path: `${SCREENSHOT_DIR}/home-past-days-dark.png` });
      await page.emulateMedia({ colorScheme: 'light' });
    }

    await toast.getByRole('button', { name: 'Undo' }).click();
    await yesterday.waitFor();
    await expect.poll(yesterdayRow, { timeout: 15_000 }).toEqual([]);

    // Two days ago, No with a note: a tap makes it Yes and keeps the note.
    await days.getByRole('button', { name: `${dayName(2)}: not done. Tap to mark done` }).click();
    await days.getByRole('button', { name: `${dayName(2)}: done. Tap to mark not done` }).waitFor();
    await expect
      .poll(
        () =>
          restAs<{ answer_entry: { option_id: number; notes: string | null }[] }[]>(
            user,
            `checkmarks_tracker?habit_id=eq.${stretch.id}&date=eq.${daysAgo(2)}&select=answer_entry(option_id,notes)`,
          ),
        { timeout: 15_000 },
      )
      .toEqual([{ answer_entry: [{ option_id: stretch.yes, notes: 'sore knee' }] }]);

    // A habit made today has no days before it: answered and folded, its row stays one line.
    const read = page.getByRole('article', { name: 'Read', exact: true });
    await read.getByRole('button', { name: /^Yes/ }).click();
    await read.getByRole('button', { name: 'Open Read' }).waitFor();
    expect(await read.getByRole('group', { name: 'The days before: Read' }).count()).toBe(0);
    expect((await read.boundingBox())!.height).toBeLessThan(70);
  });
});
