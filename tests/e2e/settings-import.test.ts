/**
 * Import data in settings, in real Chromium against the production build: user A's export file,
 * downloaded from A's settings, is imported by user B through the file input (with the
 * confirmation), and B's home shows A's habits; the same file again is recognised (its preview
 * says the habits are already here) and adds nothing; a file that is not JSON, and one the server
 * refuses, show their message and change nothing.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  PHONE,
  createUserViaApi,
  expectNoSeriousA11yViolations,
  expectToast,
  freshContextPerTest,
  logInViaUi,
  newContext,
  newPage,
  newUser,
  restAs,
  rpcAs,
  type ApiUser,
} from './support';

const session = freshContextPerTest({ acceptDownloads: true });

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function habitNames(user: ApiUser): Promise<string[]> {
  const rows = await restAs<{ name: string }[]>(user, 'habit_metadata?select=name&order=position');
  return rows.map((r) => r.name);
}

/** A's data: two habits, answered days, through the same calls the app makes. */
async function seed(user: ApiUser): Promise<void> {
  for (const name of ['Stretching', 'Journal']) {
    const id = await rpcAs<number>(user, 'create_habit', {
      p_habit: {
        name,
        questions: [
          {
            question: `${name} done?`,
            options: [
              { label: 'No', score_value: 0 },
              { label: 'Yes', score_value: 4 },
            ],
          },
        ],
      },
    });
    const [question] = await restAs<{ id: number; option_metadata: { id: number }[] }[]>(
      user,
      `question_metadata?habit_id=eq.${id}&select=id,option_metadata(id)`,
    );
    for (const date of [daysAgo(2), daysAgo(1)]) {
      await rpcAs(user, 'save_habit_day', {
        p_habit_id: id,
        p_date: date,
        p_answers: [{ question_id: question.id, option_id: question.option_metadata[1].id }],
      });
    }
  }
}

async function chooseFile(
  p: Page,
  file: string | { name: string; mimeType: string; buffer: Buffer },
) {
  await p.getByLabel('Import data').setInputFiles(file);
}

describe('settings: import data', () => {
  it("imports the file exported from A's settings into B, and B's home shows the habits", async () => {
    let { page } = session;
    const a = await createUserViaApi(newUser('export-a'));
    await seed(a);
    await logInViaUi(page, a);
    await page.goto('/settings');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export my data' }).click(),
    ]);
    // Saved outside the context's download folder, which goes away with the context.
    const dir = await mkdtemp(join(tmpdir(), 'streakwise-import-'));
    const exportPath = join(dir, download.suggestedFilename());
    await download.saveAs(exportPath);
    const exported = JSON.parse(await readFile(exportPath, 'utf8')) as {
      checkmarks_tracker: unknown[];
    };
    expect(exported.checkmarks_tracker).toHaveLength(4);
    await session.context.close();

    // B, on a phone.
    session.context = await newContext(session.browser, { viewport: PHONE });
    page = await newPage(session.context);
    const b = await createUserViaApi(newUser('import-b'));
    await logInViaUi(page, b);
    await page.goto('/settings');
    await chooseFile(page, exportPath);
    const confirm = page.getByRole('region', { name: /^Import streakwise-export-.*\.json\?$/ });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('2 habits with 2 questions');
    expect(await confirm.textContent()).toContain('4 check-marks with 4 answers');
    expect(await habitNames(b)).toEqual([]);
    await expectNoSeriousA11yViolations(page);

    await confirm.getByRole('button', { name: 'Import' }).click();
    await expectToast(page, 'Imported 2 habits and 4 check-marks.');
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await habitNames(b)).toEqual(['Stretching', 'Journal']);
    const scores = await restAs<{ total_score: number }[]>(
      b,
      'daily_habit_scores?select=total_score',
    );
    expect(scores.map((s) => s.total_score)).toEqual([4, 4, 4, 4]);

    await page.goto('/');
    await page.getByRole('article', { name: 'Stretching', exact: true }).waitFor();
    await page.getByRole('article', { name: 'Journal', exact: true }).waitFor();

    // The same file again: the preview says its habits are already here; importing adds nothing.
    await page.goto('/settings');
    await chooseFile(page, exportPath);
    await confirm.waitFor();
    await confirm
      .getByText('2 habits already here, will be skipped (with their check-marks and answers).')
      .waitFor();
    await expectNoSeriousA11yViolations(page, 'import preview, already here');
    await confirm.getByRole('button', { name: 'Import' }).click();
    await expectToast(page, 'Nothing new to import: everything in this file is already here.');
    expect(await habitNames(b)).toEqual(['Stretching', 'Journal']);
    const scoresAfter = await restAs<unknown[]>(b, 'daily_habit_scores?select=total_score');
    expect(scoresAfter).toHaveLength(4);
    await rm(dir, { recursive: true, force: true });
  });

  it('a file that is not JSON shows the message and nothing is sent', async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('import-bad'));
    await logInViaUi(page, user);
    await page.goto('/settings');
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/rpc/import_my_data')) requests.push(r.url());
    });
    await chooseFile(page, {
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{ this is not json'),
    });
    await page.getByText('This file is not a Streakwise export (not valid JSON)').waitFor();
    expect(await page.getByRole('button', { name: 'Import', exact: true }).count()).toBe(0);
    expect(requests).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  it("a file the server refuses shows the server's message and writes nothing", async () => {
    const { page } = session;
    const user = await createUserViaApi(newUser('import-refused'));
    await logInViaUi(page, user);
    await page.goto('/settings');
    const file = {
      habit_metadata: [{ id: 1, name: 'Fine habit' }],
      question_metadata: [{ id: 2, habit_id: 1, question: 'Done?' }],
      option_metadata: [
        { id: 3, question_id: 2, label: 'No', score_value: 0 },
        { id: 4, question_id: 2, label: 'Yes', score_value: 5000 },
      ],
    };
    await chooseFile(page, {
      name: 'edited.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(file)),
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const message =
      'Nothing was imported: option_metadata[1].score_value must be a whole number between -1000 and 1000';
    await expectToast(page, message);
    await page.locator('.field-error', { hasText: message }).waitFor();
    expect(await habitNames(user)).toEqual([]);
  });
});
