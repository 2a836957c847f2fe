/**
 * A pause never fires a penalty (docs/schedules.md), in Chromium against the built app and the
 * local backend, at phone size: two users with the same history (a "missed_days 3" penalty on a
 * habit made 10 days ago, met on its first two days, then 8 days without an answer, and a reward
 * earned today). The one who paused every habit for those 8 days sees the reward on home and no
 * penalty, and the consequence log holds no firing of it; the other sees the penalty fire twice.
 * The reward shows that the consequence runner ran for both.
 */
import { addDays, format } from 'date-fns';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PHONE,
  answerYesViaApi,
  backdateHabitViaApi,
  createUserViaApi,
  createYesNoHabitViaApi,
  expectNoSeriousA11yViolations,
  launchBrowser,
  newUser,
  restAs,
  signedInPage,
  type ApiUser,
} from './support';

let browser: Browser;

const day = (n: number) => format(addDays(new Date(), n), 'yyyy-MM-dd');

/** The same history for each user: a reward due today, a penalty due after 3 and 6 missed days. */
async function userWithMissedDays(prefix: string) {
  const user = await createUserViaApi(newUser(prefix));
  const stretch = await createYesNoHabitViaApi(user, 'Stretch', 'Stretch?', {
    consequences: [
      { title: 'Buy a new mat', kind: 'reward', trigger_type: 'streak_reached', threshold: 1 },
    ],
  });
  await answerYesViaApi(user, stretch, 0);
  const floss = await createYesNoHabitViaApi(user, 'Floss', 'Floss?', {
    consequences: [
      { title: 'No sweets', kind: 'penalty', trigger_type: 'missed_days', threshold: 3 },
    ],
  });
  await backdateHabitViaApi(user, floss.id, 10);
  await answerYesViaApi(user, floss, -10);
  await answerYesViaApi(user, floss, -9);
  return user;
}

const firingsOf = async (user: ApiUser, title: string) =>
  (
    await restAs<{ consequence_metadata: { title: string } }[]>(
      user,
      'consequence_log?select=consequence_metadata(title)',
    )
  ).filter((row) => row.consequence_metadata.title === title).length;

async function dueOnHome(user: ApiUser) {
  const { context, page } = await signedInPage(browser, user, { viewport: PHONE });
  const banner = page.getByRole('region', { name: 'Consequences due' });
  // The reward is due for both users: once it shows, the runner has evaluated every rule.
  await banner.getByRole('listitem').filter({ hasText: 'Buy a new mat' }).waitFor();
  const titles = await banner.getByRole('listitem').allTextContents();
  return { context, page, titles };
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('a pause of every habit', () => {
  it('over missed days fires no penalty; the same days unpaused fire it', async () => {
    const paused = await userWithMissedDays('pause-penalty');
    await restAs(paused, 'habit_pause', {
      method: 'POST',
      body: { habit_id: null, start_date: day(-8), end_date: day(-1), note: 'Holiday' },
    });
    const control = await userWithMissedDays('no-pause-penalty');

    const seen = await dueOnHome(paused);
    expect(seen.titles.some((t) => t.includes('No sweets'))).toBe(false);
    expect(await firingsOf(paused, 'Buy a new mat')).toBe(1);
    expect(await firingsOf(paused, 'No sweets')).toBe(0);
    await expectNoSeriousA11yViolations(seen.page, 'home after a holiday');
    await seen.context.close();

    const other = await dueOnHome(control);
    await other.page
      .getByRole('region', { name: 'Consequences due' })
      .getByRole('listitem')
      .filter({ hasText: 'No sweets' })
      .waitFor();
    expect(await firingsOf(control, 'No sweets')).toBe(2);
    await other.context.close();
  });
});
