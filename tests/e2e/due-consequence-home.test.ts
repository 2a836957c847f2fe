/**
 * A due consequence on home, on a phone (390x844), in Chromium against the built app and the
 * local backend: "Done" marks it done right there with an optional note (saved as the firing's
 * consequence_fulfillment with its note, checked through the REST API); a reward is shown as
 * earned and celebrated, never in the warning colour; a penalty stays plain and serious. axe-core
 * finds no serious or critical violation with the note form open and after each acknowledgement.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PHONE,
  answerYesViaApi,
  backdateHabitViaApi,
  createYesNoHabitViaApi,
  SCREENSHOT_DIR,
  createUserViaApi,
  expectNoSeriousA11yViolations,
  launchBrowser,
  newUser,
  restAs,
  signedInPage,
  type ApiUser,
} from './support';

let browser: Browser;
let user: ApiUser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  user = await createUserViaApi(newUser('due-home'));
  // A reward earned today: a streak of 1 met day.
  const stretch = await createYesNoHabitViaApi(user, 'Stretch', 'Stretch?', {
    consequences: [
      { title: 'Buy a new mat', kind: 'reward', trigger_type: 'streak_reached', threshold: 1 },
    ],
  });
  await answerYesViaApi(user, stretch, 0);
  // A penalty that fired twice: made 10 days ago, met twice, then 8 days missed (runs of 3 and 6).
  const floss = await createYesNoHabitViaApi(user, 'Floss', 'Floss?', {
    consequences: [
      { title: 'No sweets', kind: 'penalty', trigger_type: 'missed_days', threshold: 3 },
    ],
  });
  await backdateHabitViaApi(user, floss.id, 10);
  await answerYesViaApi(user, floss, -10);
  await answerYesViaApi(user, floss, -9);
  ({ context, page } = await signedInPage(browser, user, { viewport: PHONE }));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const fulfilments = () =>
  restAs<{ note: string | null; consequence_metadata: { title: string } }[]>(
    user,
    'consequence_fulfillment?select=note,consequence_metadata(title)&order=id',
  );

async function snap(name: string) {
  if (!SCREENSHOT_DIR) return;
  await page.screenshot({ path: `${SCREENSHOT_DIR}/due-home-${name}.png` });
}

/** The computed colours of an element and of the theme's tones. */
const colours = (selector: string) =>
  page.locator(selector).evaluate((el) => {
    const probe = (v: string) => {
      const d = document.createElement('div');
      d.style.background = `var(${v})`;
      document.body.append(d);
      const c = getComputedStyle(d).backgroundColor;
      d.remove();
      return c;
    };
    const style = getComputedStyle(el);
    return {
      background: style.backgroundColor,
      edge: style.borderLeftColor,
      warning: probe('--warning-soft'),
      danger: probe('--danger'),
      brand: probe('--brand'),
      brandSoft: probe('--brand-soft'),
    };
  });

describe('a due consequence on home (phone)', () => {
  it('a reward is shown as earned, marked done with a note right there, and celebrated', async () => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Consequences due' });
    await banner.getByText('Stretch · 1 waiting').waitFor();
    await banner.getByText('Floss · 2 waiting').waitFor();

    const reward = banner.getByRole('listitem').filter({ hasText: 'Buy a new mat' });
    expect(await reward.getByText('Reward earned').isVisible()).toBe(true);
    const r = await colours('.due-home-item.due-reward');
    expect(r.background).not.toBe(r.warning);
    expect(r.background).toBe(r.brandSoft);
    expect(r.edge).toBe(r.brand);
    const bannerColours = await colours('.due-banner');
    expect(bannerColours.background).not.toBe(bannerColours.warning);

    await reward.getByRole('button', { name: 'Done' }).click();
    const form = page.getByRole('form', { name: 'Mark "Buy a new mat" done' });
    await form.getByLabel(/^Note/).fill('A green one, 6 mm');
    await snap('note-form');
    await expectNoSeriousA11yViolations(page, 'home: due consequence note form (phone)');
    await form.getByRole('button', { name: 'Mark done' }).click();

    const status = banner.getByRole('status');
    await status.getByText('Enjoy it: Buy a new mat! You earned it.').waitFor();
    await reward.waitFor({ state: 'detached' });
    expect(await fulfilments()).toEqual([
      { note: 'A green one, 6 mm', consequence_metadata: { title: 'Buy a new mat' } },
    ]);
    await snap('reward-celebrated');
    await expectNoSeriousA11yViolations(page, 'home: reward celebrated (phone)');
  });

  it('a penalty stays serious; Done without a note fulfils one of its two firings', async () => {
    const banner = page.getByRole('region', { name: 'Consequences due' });
    const penalty = banner.getByRole('listitem').filter({ hasText: 'No sweets' });
    expect(await penalty.getByText('Penalty', { exact: true }).isVisible()).toBe(true);
    const p = await colours('.due-home-item.due-penalty');
    expect(p.edge).toBe(p.danger);
    expect(p.background).not.toBe(p.brandSoft);

    await penalty.getByRole('button', { name: 'Done' }).click();
    await page
      .getByRole('form', { name: 'Mark "No sweets" done' })
      .getByRole('button', { name: 'Mark done' })
      .click();
    await banner
      .getByRole('status')
      .getByText('Done: No sweets. Noted, and back on track.')
      .waitFor();
    expect(await banner.getByRole('status').locator('.due-confetti').count()).toBe(0);
    await banner.getByText('Floss · 1 waiting').waitFor();
    expect((await fulfilments()).map((f) => [f.consequence_metadata.title, f.note])).toEqual([
      ['Buy a new mat', 'A green one, 6 mm'],
      ['No sweets', null],
    ]);
    await snap('penalty-done');
    await expectNoSeriousA11yViolations(page, 'home: penalty done (phone)');

    // After a reload the waiting count comes from the server.
    await page.reload();
    await banner.getByText('Floss · 1 waiting').waitFor();
    expect(await banner.getByText('Buy a new mat').count()).toBe(0);
  });
});
