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
  'src/components/habit-form/*.tsx',
  'src/components/habit-form/use-habit-form.ts',
  'src/features/add-habit/components/*.tsx',
  'src/features/add-habit/lib/use-derived-question.ts',
  'src/features/habit-detail/routes/habit-detail-page.tsx',
  'src/features/habit-detail/lib/use-habit-detail.ts',
  'src/features/habit-detail/lib/use-habit-actions.ts',
  'src/features/habit-detail/components/detail-header.tsx',
  'src/features/habit-detail/components/delete-habit.tsx',
  'src/features/habit-detail/components/habit-stats.tsx',
  'src/features/habit-detail/components/weekly-score-list.tsx',
  'src/features/habit-detail/components/daily-history.tsx',
  'src/features/habit-detail/components/consequences-section.tsx',
  'src/features/home/routes/home-page.tsx',
  'src/features/home/lib/use-home.ts',
  'src/features/home/lib/use-home-figures.ts',
  'src/features/home/lib/use-settled-day.ts',
  'src/features/home/components/home-list.tsx',
  'src/features/home/components/home-section.tsx',
  'src/components/habit-day/habit-day-card.tsx',
  'src/components/habit-day/use-habit-day-card.ts',
  'src/components/habit-day/habit-card-head.tsx',
  'src/components/habit-day/habit-card-body.tsx',
  'src/components/habit-day/habit-card-foot.tsx',
  'src/features/home/components/due-consequences.tsx',
  'src/features/home/components/due-done-form.tsx',
  'src/features/home/lib/use-due-item.ts',
  'src/features/home/components/reorder-habits.tsx',
  'src/features/home/components/reorder-row.tsx',
  'src/features/home/lib/use-reorder-dialog.ts',
  'src/components/habit-day/number-answer.tsx',
  'src/components/habit-day/use-number-answer.ts',
  'src/features/table/routes/table-view-page.tsx',
  'src/features/table/lib/use-table-view.ts',
  'src/features/table/components/habit-table.tsx',
  'src/features/habit-detail/components/habit-reminders.tsx',
  'src/features/habit-detail/lib/use-habit-reminders.ts',
  'src/features/habit-detail/components/habit-charts.tsx',
  'src/features/habit-detail/lib/use-habit-charts.ts',
  'src/features/add-habit/routes/add-habit-page.tsx',
  'src/features/add-habit/lib/use-add-habit.ts',
  'src/features/add-habit/lib/use-new-habit-reminder.ts',
  'src/features/add-habit/components/reminder-step.tsx',
  'src/hooks/use-habits.ts',
  'src/hooks/use-day-scores.ts',
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
