/**
 * Today's check-in on one phone screen (390x844), in Chromium against the built app and the local
 * backend, for a new account whose habits are made through the REST API:
 * - four single-question habits: every answer of all four is on the first screen (no scroll),
 *   each tap target is at least 44 x 44 px, names break only between words; four taps answer the
 *   day ("4 of 4 answered"), each row folding as it is answered;
 * - a 3-times-a-week habit done once says "1 of 3 this week", never "Streak 0" (or "No streak")
 *   beside its met mark, nor a 0 % figure, nor "not on track";
 * - rows, folded rows, the consequences banner and "Hide finished" keep equal left and right
 *   margins, also beside a desktop browser's 15 px scrollbar in a 390 px window;
 * - a number habit names its target ("of 8 glasses") and its points as points; focusing the
 *   field selects its value, so typing replaces it.
 * With SCREENSHOT_DIR set, home is photographed (light and dark) before and after the check-in.
 */
import { format } from 'date-fns';
import { chromium, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  PHONE,
  SCREENSHOT_DIR,
  answerYesViaApi,
  createUserViaApi,
  createYesNoHabitViaApi,
  freshContextPerTest,
  logInViaUi,
  newUser,
  restAs,
  rpcAs,
  signedInPage,
  type ApiUser,
} from './support';

const session = freshContextPerTest({ viewport: PHONE });

/** create_habit with one Yes (10, or `yes`) / No (0) question and a schedule. */
function createScheduledHabit(
  user: ApiUser,
  name: string,
  schedule: Record<string, unknown>,
  yes = 10,
) {
  return rpcAs<number>(user, 'create_habit', {
    p_habit: {
      name,
      ...schedule,
      questions: [
        {
          question: `Did you do ${name}?`,
          options: [
            { label: 'Yes', score_value: yes },
            { label: 'No', score_value: 0 },
          ],
        },
      ],
    },
  });
}

/** Scrolled to the top, the first screen ends at the tab bar. */
async function firstScreenBottom(page: Page): Promise<number> {
  return page.evaluate(() => {
    const nav = document.querySelector('.bottom-nav')?.getBoundingClientRect();
    return nav && nav.height > 0 ? nav.top : window.innerHeight;
  });
}

/**
 * Every tap target in home's list smaller than 44 x 44 px. A habit's name is a link whose target
 * is the block around it (its ::after covers it): measured there, and checked by hitting it.
 */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const el of Array.from(
      document.querySelectorAll<HTMLElement>('.habit-list button, .habit-list a'),
    )) {
      const own = el.getBoundingClientRect();
      if (own.width === 0) continue; // not shown
      const area = el.matches('a') ? (el.closest('.habit-row-id') ?? el) : el;
      const box = area.getBoundingClientRect();
      // Hit near each edge, in the middle of the other axis (a pill's corners are not its own).
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      const hits = [
        [x, box.top + 3],
        [x, box.bottom - 3],
        [box.left + 3, y],
        [box.right - 3, y],
      ].every(([px, py]) => el.contains(document.elementFromPoint(px, py)));
      if (box.width < 44 || box.height < 44 || !hits)
        small.push(`${el.textContent?.trim()}: ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
    return small;
  });
}

/** Words of the habits' names cut across two lines ("Medita / te"). */
function brokenNames(page: Page) {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const link of Array.from(
      document.querySelectorAll('.habit-list article a[href^="/habit/"]'),
    )) {
      const text = link.firstChild;
      if (!(text instanceof Text)) continue;
      let at = 0;
      for (const word of text.data.split(' ')) {
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + word.length);
        if (range.getClientRects().length > 1) broken.push(word);
        at += word.length + 1;
      }
    }
    return broken;
  });
}

async function shoot(page: Page, name: string) {
  if (!SCREENSHOT_DIR) return;
  await page.screenshot({ path: `${SCREENSHOT_DIR}/check-in-${name}.png` });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForTimeout(300); // the buttons' colour transition
  await page.screenshot({ path: `${SCREENSHOT_DIR}/check-in-${name}-dark.png` });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForTimeout(300);
}

describe("home: today's check-in on one phone screen", () => {
  it('four single-question habits: every answer on the first screen, four taps answer the day', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('check-in'));
    const names = ['Meditate', 'Stretch after waking up', 'Floss', 'Read before bed'];
    for (const name of names) await createYesNoHabitViaApi(user, name, `Did you ${name}?`);
    await logInViaUi(page, user);
    await page
      .getByRole('article', { name: names[3] })
      .getByRole('button', { name: /^No/ })
      .waitFor();
    await page.getByText('0 of 4 answered').waitFor();
    await shoot(page, 'four-open');

    const bottom = await firstScreenBottom(page);
    const answers = await page
      .locator('.habit-list article')
      .getByRole('button', { name: /^(Yes|No)/ })
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    expect(answers).toHaveLength(8);
    for (const box of answers) {
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(bottom);
    }
    expect(await smallTargets(page)).toEqual([]);

    // One tap each, where the answer is on screen, never scrolling.
    for (const [i, name] of names.entries()) {
      const yes = page.getByRole('article', { name }).getByRole('button', { name: /^Yes/ });
      const box = (await yes.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(bottom);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.getByText(`${i + 1} of 4 answered`).waitFor();
      // Answered, the row folds: its answers go, its met mark and a note stay one tap away.
      const row = page.getByRole('article', { name });
      await row.getByRole('button', { name: `Add a note: ${name}` }).waitFor();
      expect(await row.getByRole('button', { name: /^Yes/ }).count()).toBe(0);
      expect(await row.locator('.day-mark').textContent()).toMatch(/^Met/);
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByText('Every habit answered for today').waitFor();
    expect(await brokenNames(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await shoot(page, 'four-done');
    await expect
      .poll(
        async () =>
          (await restAs<unknown[]>(user, 'daily_habit_scores?select=date&total_score=eq.10'))
            .length,
        { timeout: 15_000 },
      )
      .toBe(4);
  });

  it('a 3-a-week habit done once: "1 of 3 this week", no "Streak 0" beside "Met", no 0 %', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('three-a-week'));
    await createScheduledHabit(user, 'Gym', { freq_num: 3, freq_den: 7 });
    await createYesNoHabitViaApi(user, 'Read', 'Did you read?');
    await logInViaUi(page, user);
    const gym = page.getByRole('article', { name: 'Gym' });
    await gym.getByRole('button', { name: /^Yes/ }).click();
    await gym.locator('.day-mark.is-met').waitFor();

    const figures = async () => {
      const text = (await gym.innerText()).replace(/\s+/g, ' ');
      expect(text).toContain('1 of 3 this week');
      expect(text).not.toMatch(/streak 0|no streak|0 ?%|not on track/i);
    };
    await figures();
    // Shown again (a reload), the habit is listed as finished: the same words.
    await page.reload();
    await gym.locator('.day-mark.is-met').waitFor();
    await gym.getByText('1 of 3 this week').waitFor();
    await figures();
  });

  it('rows, folded rows, the banner and "Hide finished" keep equal margins, with a scrollbar too', async () => {
    const user = await createUserViaApi(newUser('margins'));
    // A reward earned today (a streak of 1 met day): the banner, and a finished habit.
    const stretch = await createYesNoHabitViaApi(user, 'Stretch', 'Stretch?', {
      consequences: [
        { title: 'Buy a new mat', kind: 'reward', trigger_type: 'streak_reached', threshold: 1 },
      ],
    });
    await answerYesViaApi(user, stretch, 0);
    await createScheduledHabit(user, 'Gym', { freq_num: 3, freq_den: 7 });
    // A monthly habit of 100 points done today: folded, with the longest figures a row has.
    const swimId = await createScheduledHabit(user, 'Swim', { freq_num: 10, freq_den: 30 }, 100);
    const [swimQuestion] = await restAs<{ id: number; option_metadata: { id: number }[] }[]>(
      user,
      `question_metadata?habit_id=eq.${swimId}&select=id,option_metadata(id,score_value)&option_metadata.score_value=eq.100`,
    );
    await rpcAs(user, 'save_habit_day', {
      p_habit_id: swimId,
      p_date: format(new Date(), 'yyyy-MM-dd'),
      p_answers: [
        {
          question_id: swimQuestion.id,
          option_id: swimQuestion.option_metadata[0].id,
          notes: null,
        },
      ],
    });
    for (const name of ['Walk the dog', 'Read', 'Floss', 'Journal', 'Water the plants'])
      await createYesNoHabitViaApi(user, name, `${name}?`);
    // Phones overlay their scrollbar; a narrow desktop window's takes 15 px of the width.
    for (const scrollbars of [false, true]) {
      const browser = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
        ...(scrollbars ? { ignoreDefaultArgs: ['--hide-scrollbars'] } : {}),
      });
      try {
        const { page } = await signedInPage(browser, user, { viewport: PHONE });
        const banner = page.getByRole('region', { name: 'Consequences due' });
        await banner.getByText('Stretch · 1 waiting').waitFor();
        const hide = page.getByRole('button', { name: 'Hide finished' });
        await hide.waitFor();
        await page.getByRole('article', { name: 'Stretch' }).locator('.day-mark.is-met').waitFor();
        await page
          .getByRole('article', { name: 'Swim' })
          .getByText(/1 of 10 this month/)
          .waitFor();
        await page
          .getByRole('article', { name: 'Gym' })
          .getByText(/0 of 3 this week/)
          .waitFor();

        const { width, boxes, hideRight } = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          const margins = (el: Element) => {
            const box = el.getBoundingClientRect();
            return { left: Math.round(box.left), right: Math.round(width - box.right) };
          };
          const shown = Array.from(
            document.querySelectorAll('.habit-list > *, .home-section > *'),
          ).filter((el) => el.getBoundingClientRect().height > 0);
          const hide = document.querySelector('.home-hide-toggle')!;
          return {
            width,
            boxes: shown.map((el) => ({
              label: el.getAttribute('aria-label') ?? el.className,
              ...margins(el),
            })),
            hideRight: margins(hide).right,
          };
        });
        expect(width).toBe(scrollbars ? PHONE.width - 15 : PHONE.width);
        expect(boxes.length).toBeGreaterThanOrEqual(10);
        for (const box of boxes)
          expect(box, `${box.label}, scrollbars ${scrollbars}`).toMatchObject({ right: box.left });
        // "Hide finished" ends where the rows end.
        expect(hideRight).toBe(boxes[0].left);
      } finally {
        await browser.close();
      }
    }
  });

  it('a number habit names its target and its points; focusing the field selects its value', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('water-row'));
    const habitId = await rpcAs<number>(user, 'create_habit', {
      p_habit: {
        name: 'Water',
        questions: [
          {
            question: 'Glasses of water',
            kind: 'number',
            unit: 'glasses',
            target: 8,
            target_type: 'at_least',
            points: 10,
          },
        ],
      },
    });
    await logInViaUi(page, user);
    const water = page.getByRole('article', { name: 'Water' });
    const field = water.getByRole('textbox', { name: 'Glasses of water' });
    await field.waitFor();
    // The target (8 glasses), not the points (10), beside the unit; the points said as points.
    expect((await water.innerText()).replace(/\s+/g, ' ')).toContain('of 8 glasses');
    expect(await water.getByTestId('number-score').innerText()).toBe('up to 10 points');

    await field.click();
    await page.keyboard.type('12');
    await page.keyboard.press('Enter');
    await expect.poll(() => water.getByTestId('number-score').innerText()).toBe('+10 points');
    // Away and back to the field, as a thumb does: the value is selected, typing replaces it.
    await page.keyboard.press('Tab');
    await field.click();
    expect(
      await field.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd]),
    ).toEqual([0, 2]);
    await page.keyboard.type('8');
    expect(await field.inputValue()).toBe('8');
    await page.keyboard.press('Enter');
    await expect
      .poll(
        () =>
          restAs<{ answer_entry: { value: number }[] }[]>(
            user,
            `checkmarks_tracker?habit_id=eq.${habitId}&select=answer_entry(value)`,
          ),
        { timeout: 15_000 },
      )
      .toEqual([{ answer_entry: [{ value: 8 }] }]);
  });
});
