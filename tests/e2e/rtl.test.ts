/**
 * Right to left (docs/languages.md "Right to left"), in real Chromium on a phone (390x844)
 * against the production build: an account in Arabic gets `<html dir=rtl>` and a mirrored page.
 * Each box measured in English is where its mirror image was: the habit card's name starts at
 * the card's right edge, inside its colour stripe, with the room on its left; the header's mark
 * and the tab bar's first tab are on the right. On the habit page the charts run from right to
 * left: the year heatmap opens on today at its left end, and the strength chart's left edge is
 * today. The selectors are the page's classes, not its words, which the catalogs translate.
 */
import { format } from 'date-fns';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  PHONE,
  createUserViaApi,
  createYesNoHabitViaApi,
  freshContextPerTest,
  logInViaUi,
  restAs,
  newUser,
  answerYesViaApi,
} from './support';

const session = freshContextPerTest({ viewport: PHONE });

/** A habit's name in Arabic, as an Arabic speaker would write it ("Reading"). */
const NAME = 'القراءة';

interface Box {
  left: number;
  right: number;
}

interface Measures {
  /** The page's width without a scrollbar: the mirror's axis is its middle. */
  width: number;
  /** The card of the habit, the name's text (its glyphs, not its link's box). */
  card: Box;
  name: Box;
  /** The card's inner edges (inside border and padding), and its borders' widths. */
  inner: Box;
  borders: { left: number; right: number };
  /** The header's mark and the tab bar's first tab (home). */
  brand: Box;
  firstTab: Box;
}

/** Where home's parts are: the same measures in either direction. */
function measure(page: Page): Promise<Measures> {
  return page.evaluate((name) => {
    const box = (el: Element | Range) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right };
    };
    const link = Array.from(document.querySelectorAll('.habit-row-name')).find(
      (el) => el.textContent?.trim() === name,
    );
    const card = link?.closest('.habit-row');
    const brand = document.querySelector('.app-header-brand');
    const firstTab = document.querySelector('.bottom-nav li:first-child .nav-link');
    if (!link || !card || !brand || !firstTab) throw new Error('home is not all there');
    const text = document.createRange();
    text.selectNodeContents(link);
    const style = getComputedStyle(card);
    const px = (v: string) => parseFloat(v) || 0;
    const cardBox = box(card);
    return {
      width: document.documentElement.clientWidth,
      card: cardBox,
      name: box(text),
      inner: {
        left: cardBox.left + px(style.borderLeftWidth) + px(style.paddingLeft),
        right: cardBox.right - px(style.borderRightWidth) - px(style.paddingRight),
      },
      borders: { left: px(style.borderLeftWidth), right: px(style.borderRightWidth) },
      brand: box(brand),
      firstTab: box(firstTab),
    };
  }, NAME);
}

/** `rtl` is where the mirror image of `ltr` falls, to the pixel. */
function expectMirrored(rtl: Box, ltr: Box, width: number, what: string) {
  expect(Math.abs(rtl.left - (width - ltr.right)), `${what}: left edge`).toBeLessThanOrEqual(1);
  expect(Math.abs(rtl.right - (width - ltr.left)), `${what}: right edge`).toBeLessThanOrEqual(1);
}

/** The language chosen in Settings (in English), as a user does: it applies at once. */
async function chooseArabic(page: Page) {
  await page.goto('/settings');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect
    .poll(() => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]))
    .toEqual(['ar', 'rtl']);
}

describe('Arabic on a phone (390x844)', () => {
  it('mirrors home: the habit card’s name starts at its right edge, the header and the tab bar from the right', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('rtl-home'));
    await createYesNoHabitViaApi(user, NAME, 'هل قرأت اليوم؟');
    await logInViaUi(page, user);
    await page.goto('/');
    await page.locator('.habit-row-name', { hasText: NAME }).waitFor();
    const ltr = await measure(page);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    // English: the name starts at the card's left (after the habit's dot), the colour stripe on
    // that side.
    const lead = ltr.name.left - ltr.inner.left;
    expect(lead).toBeLessThan(24);
    expect(ltr.borders.left).toBeGreaterThan(ltr.borders.right);

    await chooseArabic(page);
    await page.goto('/');
    await page.locator('.habit-row-name', { hasText: NAME }).waitFor();
    // The tab bar's labels are Arabic by now (the account's language is active).
    await expect.poll(() => page.locator('.bottom-nav').innerText()).not.toMatch(/Home/);
    const rtl = await measure(page);
    expect(rtl.width).toBe(ltr.width);

    // The name starts at the card's right padding edge (after the dot), the room is on its left.
    expect(Math.abs(rtl.inner.right - rtl.name.right - lead)).toBeLessThanOrEqual(1);
    expect(rtl.name.left - rtl.card.left).toBeGreaterThan(100);
    // The colour stripe is on the right now, as wide as it was on the left.
    expect(rtl.borders.right).toBe(ltr.borders.left);
    expect(rtl.borders.left).toBe(ltr.borders.right);
    // Each part is the mirror image of its English place.
    expectMirrored(rtl.card, ltr.card, rtl.width, 'the card');
    expectMirrored(rtl.name, ltr.name, rtl.width, 'the name');
    expectMirrored(rtl.brand, ltr.brand, rtl.width, 'the header’s mark');
    expectMirrored(rtl.firstTab, ltr.firstTab, rtl.width, 'the first tab');
    // Nothing runs off the side.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(rtl.width);
  });

  it('runs the habit page’s charts from right to left: the heatmap opens on today at its left end, the strength chart’s left edge is today', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('rtl-charts'));
    const habit = await createYesNoHabitViaApi(user, NAME, 'هل قرأت اليوم؟');
    for (const ago of [0, -1, -2, -4]) await answerYesViaApi(user, habit, ago);
    // The account's language, chosen on another device: it applies at sign-in.
    await restAs(user, 'user_settings', { body: { language: 'ar' } });
    await logInViaUi(page, user);
    await page.goto(`/habit/${habit.id}`);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dir), { timeout: 10_000 })
      .toBe('rtl');

    // The heatmap: today's square is in view, at the left end of the map's frame.
    const today = format(new Date(), 'yyyy-MM-dd');
    const square = page.locator(`.heatmap rect[data-date="${today}"]`);
    await square.waitFor();
    const scroller = page.locator('.heatmap-scroll');
    const [frame, cell] = await Promise.all([scroller.boundingBox(), square.boundingBox()]);
    expect(frame && cell).toBeTruthy();
    expect(cell!.x).toBeGreaterThanOrEqual(frame!.x);
    expect(cell!.x - frame!.x).toBeLessThan(40);
    // The weekday names are on the right of the squares.
    const weekdays = await page.locator('.heatmap-weekdays').boundingBox();
    expect(weekdays!.x).toBeGreaterThanOrEqual(frame!.x + frame!.width);

    // The strength chart: a pointer at its left edge picks the newest point (the guide line at
    // the drawing's end, x = 300), shown at the left; ArrowRight goes back in time, to the right.
    const plot = page.locator('.strength-plot svg').first();
    await plot.scrollIntoViewIfNeeded();
    const area = (await plot.boundingBox())!;
    await page.mouse.move(area.x + 1, area.y + area.height / 2);
    const guide = page.locator('.strength-guide').first();
    await expect.poll(() => guide.getAttribute('x1')).toBe('300');
    const at = (await guide.boundingBox())!;
    expect(at.x - area.x).toBeLessThan(4);
    await page.locator('.strength-plot').first().focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => Number(await guide.getAttribute('x1'))).toBeLessThan(300);
    expect((await guide.boundingBox())!.x).toBeGreaterThan(at.x);
  });
});
