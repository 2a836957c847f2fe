/**
 * Units a person can hold in their head. The habit form, the insights page, the habit detail
 * page, home and the habit day card are each a view-model hook and section components
 * (docs/habits.md "Screens", src/features/insights/README.md), and the offline owner is a few
 * named modules (docs/offline.md "One owner"); this keeps every file of them
 * under 150 lines and every function under 80 (ESLint's max-lines and max-lines-per-function over
 * the real files, blank lines and comments not counted), so none of them grows back into one
 * large unit.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The split units: the form's folder, each page with its hooks and sections, the charts. */
const UNITS = [
  'src/features/habits/components/habit-form/*.{ts,tsx}',
  'src/features/habits/routes/habit-detail-page.tsx',
  'src/features/habits/lib/use-habit-detail.ts',
  'src/features/habits/lib/use-habit-actions.ts',
  'src/features/habits/components/detail-header.tsx',
  'src/features/habits/components/delete-habit.tsx',
  'src/features/habits/components/habit-stats.tsx',
  'src/features/habits/components/weekly-score-list.tsx',
  'src/features/habits/components/daily-history.tsx',
  'src/features/habits/components/consequences-section.tsx',
  'src/features/habits/routes/home-page.tsx',
  'src/features/habits/lib/use-home.ts',
  'src/features/habits/lib/use-home-figures.ts',
  'src/features/habits/lib/use-settled-day.ts',
  'src/features/habits/components/home-list.tsx',
  'src/features/habits/components/home-section.tsx',
  'src/features/habits/components/habit-day-card.tsx',
  'src/features/habits/lib/use-habit-day-card.ts',
  'src/features/habits/components/habit-card-head.tsx',
  'src/features/habits/components/habit-card-body.tsx',
  'src/features/habits/components/habit-card-foot.tsx',
  'src/features/habits/components/due-consequences.tsx',
  'src/features/habits/components/due-done-form.tsx',
  'src/features/habits/lib/use-due-item.ts',
  'src/features/habits/components/reorder-habits.tsx',
  'src/features/habits/components/reorder-row.tsx',
  'src/features/habits/lib/use-reorder-dialog.ts',
  'src/features/habits/components/number-answer.tsx',
  'src/features/habits/lib/use-number-answer.ts',
  'src/features/habits/routes/table-view-page.tsx',
  'src/features/habits/lib/use-table-view.ts',
  'src/features/habits/components/habit-table.tsx',
  'src/features/habits/components/habit-reminders.tsx',
  'src/features/habits/lib/use-habit-reminders.ts',
  'src/features/habits/components/habit-charts.tsx',
  'src/features/habits/lib/use-habit-charts.ts',
  'src/features/habits/routes/add-habit-page.tsx',
  'src/features/habits/lib/use-add-habit.ts',
  'src/features/habits/lib/use-new-habit-reminder.ts',
  'src/features/habits/components/reminder-step.tsx',
  'src/features/habits/api/use-habits.ts',
  'src/features/habits/api/use-day-scores.ts',
  'src/features/insights/routes/dashboard-page.tsx',
  'src/features/insights/lib/use-dashboard.ts',
  'src/features/insights/lib/dashboard-figures.ts',
  'src/features/insights/components/*.{ts,tsx}',
  // The offline owner (docs/offline.md "One owner"): the durable queue, the overlay, the sync
  // run, the browser events, the owner and its front door.
  'src/services/offline/*.ts',
];

const SIZE_RULES = ['max-lines', 'max-lines-per-function'];

it('the split units stay under 150 lines a file and 80 lines a function', async () => {
  const eslint = new ESLint({
    cwd: ROOT,
    ignorePatterns: ['**/*.test.{ts,tsx}'],
    overrideConfig: {
      rules: {
        'max-lines': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
        'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
      },
    },
  });
  const results = await eslint.lintFiles(UNITS);
  // Every unit was found and linted (a moved file must be moved here too).
  expect(results.length).toBeGreaterThanOrEqual(UNITS.length);
  const tooLarge = results.flatMap((r) =>
    r.messages
      .filter((m) => m.ruleId !== null && SIZE_RULES.includes(m.ruleId))
      .map((m) => `${r.filePath.slice(ROOT.length)}:${m.line} ${m.message}`),
  );
  expect(tooLarge).toEqual([]);
}, 120_000);
