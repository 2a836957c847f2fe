import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repositories } from '@/api/app-repositories';
import { automaticityKeys } from '@/api/automaticity-check-queries';
import { consequenceKeys } from '@/api/consequences-queries';
import { scoreKeys } from '@/api/daily-habit-scores-queries';
import { groupKeys, groupScoreKeys } from '@/api/habit-group-queries';
import { habitKeys } from '@/api/habit-metadata-queries';
import { pauseKeys } from '@/api/habit-pause-queries';
import { performanceKeys } from '@/api/habit-performance-queries';
import { questionKeys } from '@/api/question-metadata-queries';
import { templateKeys } from '@/api/templates-queries';
import { WriteError } from '@/api/write';
import { findToast, renderWithRouter } from '@/testing/test-utils';
import { ImportData } from './import-data';

const exportFile = {
  exported_at: '2025-11-20T10:00:00Z',
  user_id: '00000000-0000-4000-8000-000000000001',
  User_Master: [{ user_id: '00000000-0000-4000-8000-000000000001', name: 'Ann' }],
  habit_metadata: [
    { id: 1, name: 'Read', description: null, created_at: '2025-01-01T00:00:00Z' },
    { id: 2, name: 'Walk', description: null, created_at: '2025-01-01T00:00:00Z' },
  ],
  question_metadata: [{ id: 3, habit_id: 1, question: 'Pages?' }],
  checkmarks_tracker: [
    { id: 4, habit_id: 1, date: '2025-01-01', created_by: 'x' },
    { id: 5, habit_id: 1, date: '2025-01-02', created_by: 'x' },
    { id: 6, habit_id: 2, date: '2025-01-02', created_by: 'x' },
  ],
  answer_entry: [],
  habit_template: [],
};

function renderImport() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  renderWithRouter(
    <QueryClientProvider client={client}>
      <ImportData />
    </QueryClientProvider>,
  );
  return { invalidate };
}

const file = (content: string, name = 'streakwise-export-2025-11-20.json') =>
  new File([content], name, { type: 'application/json' });

const input = () => screen.getByLabelText('Import data');
/** The message under the file input (toasts are alerts too). */
const fieldError = () =>
  screen.getAllByRole('alert').find((el) => el.classList.contains('field-error')) ?? null;

describe('ImportData', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses a file that is not JSON with a clear message, and sends nothing', async () => {
    const importMyData = vi.spyOn(repositories.account, 'importMyData');
    renderImport();
    await userEvent.upload(input(), file('{ not json'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a Streakwise export (not valid JSON)',
    );
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(importMyData).not.toHaveBeenCalled();
  });

  it('refuses JSON that is not an export', async () => {
    renderImport();
    await userEvent.upload(input(), file('{"hello": "world"}'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a Streakwise export (it has no habit_metadata list)',
    );
  });

  it('confirms what will be added, imports on confirmation, toasts the counts and refreshes', async () => {
    const importMyData = vi.spyOn(repositories.account, 'importMyData').mockResolvedValue({
      habit_metadata: 2,
      checkmarks_tracker: 3,
      habit_template: 0,
    });
    const { invalidate } = renderImport();
    await userEvent.upload(input(), file(JSON.stringify(exportFile, null, 2)));

    const confirm = await screen.findByRole('region', {
      name: 'Import streakwise-export-2025-11-20.json?',
    });
    expect(confirm).toHaveTextContent('2 habits with 1 question');
    expect(confirm).toHaveTextContent('3 check-marks with 0 answers');
    expect(confirm).toHaveTextContent('0 templates');
    expect(screen.getByRole('heading', { name: /^Import streakwise/ })).toHaveFocus();
    expect(importMyData).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await findToast('Imported 2 habits and 3 check-marks.')).toBeInTheDocument();
    // The request is the file without owners, timestamps and nulls.
    const sent = importMyData.mock.calls[0][0] as Record<string, unknown>;
    expect(sent).not.toHaveProperty('user_id');
    expect(sent).not.toHaveProperty('exported_at');
    expect(sent.habit_metadata).toEqual([
      { id: 1, name: 'Read' },
      { id: 2, name: 'Walk' },
    ]);
    expect(sent.checkmarks_tracker).toEqual([
      { id: 4, habit_id: 1, date: '2025-01-01' },
      { id: 5, habit_id: 1, date: '2025-01-02' },
      { id: 6, habit_id: 2, date: '2025-01-02' },
    ]);
    // Every table family the import adds rows to, by its key; nothing else.
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(10));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      habitKeys.all,
      questionKeys.all,
      scoreKeys.all,
      performanceKeys.all,
      consequenceKeys.all,
      templateKeys.all,
      pauseKeys.all,
      groupKeys.all,
      groupScoreKeys.all,
      automaticityKeys.all,
    ]);
    expect(screen.queryByRole('region', { name: /^Import / })).not.toBeInTheDocument();
    expect(input()).toHaveValue('');
  });

  it('cancelling the confirmation imports nothing', async () => {
    const importMyData = vi.spyOn(repositories.account, 'importMyData');
    renderImport();
    await userEvent.upload(input(), file(JSON.stringify(exportFile)));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: /^Import / })).not.toBeInTheDocument();
    expect(input()).toHaveFocus();
    expect(importMyData).not.toHaveBeenCalled();
  });

  it("shows the server's message when the import is refused, and refreshes nothing", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(repositories.account, 'importMyData').mockRejectedValue(
      new WriteError(
        'option_metadata[1].score_value must be a whole number between -1000 and 1000',
        { status: 400, code: '22023' },
      ),
    );
    const { invalidate } = renderImport();
    await userEvent.upload(input(), file(JSON.stringify(exportFile)));
    await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
    const message =
      'Nothing was imported: option_metadata[1].score_value must be a whole number between -1000 and 1000';
    expect(await findToast(message)).toBeInTheDocument();
    expect(fieldError()).toHaveTextContent(message);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('explains a request the server refuses as too large', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(repositories.account, 'importMyData').mockRejectedValue(
      new WriteError('Payload Too Large', { status: 413, code: 'PGRST413' }),
    );
    renderImport();
    await userEvent.upload(input(), file(JSON.stringify(exportFile)));
    await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
    await waitFor(() =>
      expect(fieldError()).toHaveTextContent(
        'Nothing was imported: This export is too large to import in one go',
      ),
    );
  });
});
