/**
 * The templates page through its route, with the repositories stubbed at their boundary (the
 * page's own logic, hooks and components are real). The journey against the real backend is in
 * tests/e2e/templates.test.ts.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { repositories } from '@/api/app-repositories';
import { habitKeys } from '@/api/habit-metadata-queries';
import type { QuestionTemplateWithOptions } from '@/api/question-template';
import type { ConsequenceTemplate, HabitTemplate } from '@/api/templates';
import { WriteError } from '@/api/write';
import { paths } from '@/config/paths';
import { activateLocale } from '@/lib/i18n/catalogs';
import { findToast, renderRoutes, resetUserStore, setSignedInUser } from '@/testing/test-utils';
import TemplatesPage from './templates-page';

const USER = '00000000-0000-4000-8000-000000000001';

const row = (
  id: number,
  name: string,
  createdBy: string | null,
  extra: Partial<HabitTemplate> = {},
) =>
  ({
    id,
    name,
    created_by: createdBy,
    description: null,
    color: '#4f46e5',
    daily_target: null,
    created_at: '2025-11-01T00:00:00Z',
    ...extra,
  }) as HabitTemplate;

const sleep = row(1, 'Sleep', null, {
  description: 'In bed on time.',
  daily_target: 8,
});
const reading = row(2, 'Reading', null, { freq_num: 5, freq_den: 7 });
const mine = row(10, 'My run', USER, { description: 'Every morning' });

const questions = [
  {
    id: 100,
    template_id: 1,
    question: 'When did you go to bed?',
    position: 0,
    option_template: [
      { id: 1000, label: 'Before 23:00', score_value: 5, position: 0 },
      { id: 1001, label: 'After midnight', score_value: -2, position: 1 },
    ],
  },
  {
    id: 101,
    template_id: 1,
    question: 'How rested?',
    position: 1,
    option_template: [{ id: 1010, label: 'Fully', score_value: 3, position: 0 }],
  },
  {
    id: 110,
    template_id: 10,
    question: 'How far?',
    position: 0,
    option_template: [{ id: 1100, label: '5 km', score_value: 10, position: 0 }],
  },
] as unknown as QuestionTemplateWithOptions[];

const consequences = [
  {
    id: 7,
    template_id: 1,
    title: 'Lie in on Sunday',
    kind: 'reward',
    trigger_type: 'streak_reached',
    threshold: 7,
  },
  {
    id: 8,
    template_id: 1,
    title: 'No screens after 22:00',
    kind: 'penalty',
    trigger_type: 'missed_days',
    threshold: 2,
  },
] as unknown as ConsequenceTemplate[];

/**
 * The reads return what the "server" holds now, so a refetch after a write sees the write, as it
 * would against the backend.
 */
function stubReads(own: HabitTemplate[] = [mine], starters: HabitTemplate[] = [sleep, reading]) {
  const server = { own: [...own] };
  const readStarters = vi
    .spyOn(repositories.habitTemplate, 'readStarters')
    .mockImplementation(async () => starters);
  const readByCreator = vi
    .spyOn(repositories.habitTemplate, 'readByCreator')
    .mockImplementation(async () => server.own);
  vi.spyOn(repositories.questionTemplate, 'readAllWithOptions').mockResolvedValue(questions);
  vi.spyOn(repositories.consequenceTemplate, 'readAll').mockResolvedValue(consequences);
  return { server, readStarters, readByCreator };
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      {
        element: (
          <QueryClientProvider client={queryClient}>
            <Outlet />
          </QueryClientProvider>
        ),
        children: [
          { path: paths.templates.build(), element: <TemplatesPage /> },
          { path: '/habit/:habitid', element: <h1>Habit detail</h1> },
        ],
      },
    ],
    [paths.templates.build()],
  );
  return { ...view, queryClient, user };
}

const section = (name: string) => screen.getByRole('region', { name });
const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  setSignedInUser({ userId: USER });
});
afterEach(() => {
  vi.restoreAllMocks();
  resetUserStore();
});

describe('TemplatesPage: reading', () => {
  it('shows a spinner, then the starters and the own templates read per creator', async () => {
    const { readByCreator } = stubReads();
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading templates…');

    expect(await screen.findByRole('heading', { level: 1, name: 'Templates' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Sleep' });
    expect(readByCreator).toHaveBeenCalledWith(USER);
    expect(
      within(section('Starter templates'))
        .getAllByRole('article')
        .map(
          (a) => a.getAttribute('aria-labelledby') && within(a).getByRole('heading').textContent,
        ),
    ).toEqual(['Sleep', 'Reading']);
    expect(
      within(section('Your templates')).getByRole('heading', { level: 3, name: 'My run' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Starter templates',
      'Your templates',
    ]);
  });

  it("reads the starters and groups of the app's language, and again when it changes", async () => {
    const { readStarters } = stubReads();
    const readGroups = vi.spyOn(repositories.templateGroup, 'readAll').mockResolvedValue([]);
    try {
      renderPage();
      await screen.findByRole('article', { name: 'Sleep' });
      expect(readStarters).toHaveBeenCalledWith('en');
      expect(repositories.questionTemplate.readAllWithOptions).toHaveBeenCalledWith('en');
      expect(repositories.consequenceTemplate.readAll).toHaveBeenCalledWith('en');
      await waitFor(() => expect(readGroups).toHaveBeenCalledWith('en'));

      await act(() => activateLocale('de'));
      await waitFor(() => expect(readStarters).toHaveBeenCalledWith('de'));
      expect(repositories.questionTemplate.readAllWithOptions).toHaveBeenCalledWith('de');
      expect(repositories.consequenceTemplate.readAll).toHaveBeenCalledWith('de');
      await waitFor(() => expect(readGroups).toHaveBeenCalledWith('de'));
    } finally {
      await act(() => activateLocale('en'));
    }
  });

  it("shows a card's description, daily target, questions with scored options and consequences", async () => {
    stubReads();
    renderPage();
    const sleepCard = await screen.findByRole('article', { name: 'Sleep' });
    expect(sleepCard).toHaveTextContent('In bed on time.');
    expect(sleepCard).toHaveTextContent('Daily target 8 of 8 points');
    expect(sleepCard).toHaveTextContent('Every day ·');
    expect(await screen.findByRole('article', { name: 'Reading' })).toHaveTextContent(
      '5 times a week ·',
    );
    expect(within(sleepCard).getByText('2 questions · 2 consequences')).toBeInTheDocument();

    const options = within(sleepCard).getByRole('list', {
      name: 'Options of “When did you go to bed?”',
    });
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Before 23:00, score +5', 'After midnight, score -2']);
    const rules = within(sleepCard).getByRole('list', { name: 'Consequences of Sleep' });
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'RewardLie in on SundayAt a streak of 7 met days',
      'PenaltyNo screens after 22:00After 2 missed days in a row',
    ]);
    expect(card('Reading')).toHaveTextContent('No daily target · up to 0 points a day');
  });

  it('offers edit and delete only on own templates', async () => {
    stubReads();
    renderPage();
    const sleepCard = await screen.findByRole('article', { name: 'Sleep' });
    expect(within(sleepCard).getByRole('button', { name: 'Use template Sleep' })).toBeEnabled();
    expect(within(sleepCard).queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
    const own = card('My run');
    expect(within(own).getByRole('button', { name: 'Edit template My run' })).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Delete template My run' })).toBeInTheDocument();
  });

  it('without own templates, explains how to save a habit as a template', async () => {
    stubReads([]);
    renderPage();
    const own = await screen.findByRole('region', { name: 'Your templates' });
    await waitFor(() => expect(own).toHaveTextContent('No templates of your own yet'));
    expect(own).toHaveTextContent('Save as template');
    expect(within(own).getByRole('link', { name: 'Go to your habits' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('when the reads fail (they yield []), shows the empty states instead of an error page', async () => {
    stubReads([], []);
    renderPage();
    expect(
      await screen.findByText(/The starter templates could not be loaded/),
    ).toBeInTheDocument();
    expect(section('Your templates')).toHaveTextContent('No templates of your own yet');
  });
});

describe('TemplatesPage: use a template', () => {
  it('creates the habit, says so, marks the habit queries stale and opens the new habit', async () => {
    stubReads();
    const create = vi
      .spyOn(repositories.habitTemplate, 'createHabitFromTemplate')
      .mockResolvedValue(42);
    const { user, router, queryClient } = renderPage();
    queryClient.setQueryData(habitKeys.list(), []);
    await user.click(await screen.findByRole('button', { name: 'Use template Sleep' }));

    expect(create).toHaveBeenCalledWith(1);
    expect(await findToast('"Sleep" was added to your habits')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Habit detail' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/habit/42');
    expect(queryClient.getQueryState(habitKeys.list())?.isInvalidated).toBe(true);
  });

  it('stays on the page with the reason when the copy is refused', async () => {
    stubReads();
    vi.spyOn(repositories.habitTemplate, 'createHabitFromTemplate').mockRejectedValue(
      new WriteError('Template 1 not found', { status: 409, code: '23503' }),
    );
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Use template Sleep' }));
    expect(await findToast('Template 1 not found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/your-template');
    expect(screen.getByRole('button', { name: 'Use template Sleep' })).toBeEnabled();
  });
});

describe('TemplatesPage: rename an own template', () => {
  it('validates the name beside the field and sends nothing until it is valid', async () => {
    stubReads();
    const update = vi.spyOn(repositories.habitTemplate, 'update');
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit template My run' }));
    const form = screen.getByRole('form', { name: 'Edit template My run' });
    const name = within(form).getByLabelText('Template name');
    expect(name).toHaveFocus();
    expect(name).toHaveValue('My run');
    expect(within(form).getByLabelText(/Description/)).toHaveValue('Every morning');

    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await user.type(name, 'x'.repeat(81));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('At most 80 characters')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('saves the trimmed name and description, shows them and closes the editor', async () => {
    const { server } = stubReads();
    const update = vi
      .spyOn(repositories.habitTemplate, 'update')
      .mockImplementation(async (id, patch) => {
        server.own = server.own.map((t) => (t.id === id ? { ...t, ...patch } : t));
        return server.own.find((t) => t.id === id)!;
      });
    const { user } = renderPage();
    const edit = await screen.findByRole('button', { name: 'Edit template My run' });
    await user.click(edit);
    // The form takes the place of the card's buttons while it is open.
    expect(edit).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Edit template My run' });
    const name = within(form).getByLabelText('Template name');
    await user.clear(name);
    await user.type(name, '  Evening run ');
    await user.clear(within(form).getByLabelText(/Description/));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(update).toHaveBeenCalledWith(10, { name: 'Evening run', description: null });
    expect(await findToast('Template saved')).toBeInTheDocument();
    const renamed = await screen.findByRole('article', { name: 'Evening run' });
    expect(within(renamed).queryByRole('form')).toBeNull();
    expect(
      within(renamed).getByRole('button', { name: 'Edit template Evening run' }),
    ).toHaveFocus();
    expect(renamed).not.toHaveTextContent('Every morning');
  });

  it('keeps what was typed and says why when the server refuses', async () => {
    stubReads();
    vi.spyOn(repositories.habitTemplate, 'update').mockRejectedValue(
      new WriteError('new row violates check constraint', { status: 400, code: '23514' }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit template My run' }));
    const form = screen.getByRole('form', { name: 'Edit template My run' });
    const name = within(form).getByLabelText('Template name');
    await user.clear(name);
    await user.type(name, 'Tempo run');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Not saved. new row violates check constraint',
    );
    expect(name).toHaveValue('Tempo run');
  });

  it('Cancel and Escape close the editor without saving', async () => {
    stubReads();
    const update = vi.spyOn(repositories.habitTemplate, 'update');
    const { user } = renderPage();
    const edit = () => screen.getByRole('button', { name: 'Edit template My run' });
    await user.click(await screen.findByRole('button', { name: 'Edit template My run' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(edit()).toHaveFocus();
    await user.click(edit());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form')).toBeNull();
    expect(edit()).toHaveFocus();
    expect(update).not.toHaveBeenCalled();
  });
});

describe('TemplatesPage: delete an own template', () => {
  it('asks in a dialog; Escape and Cancel keep the template', async () => {
    stubReads();
    const remove = vi.spyOn(repositories.habitTemplate, 'deleteById');
    const { user } = renderPage();
    const del = await screen.findByRole('button', { name: 'Delete template My run' });
    await user.click(del);
    const dialog = screen.getByRole('dialog', { name: 'Delete this template?' });
    expect(dialog).toHaveTextContent('My run and its questions, options and consequences');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(del).toHaveFocus();

    await user.click(del);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(remove).not.toHaveBeenCalled();
    expect(card('My run')).toBeInTheDocument();
  });

  it('deletes on confirmation, says so, removes the card and moves focus to the section', async () => {
    const { server } = stubReads();
    const remove = vi
      .spyOn(repositories.habitTemplate, 'deleteById')
      .mockImplementation(async (id) => {
        server.own = server.own.filter((t) => t.id !== id);
        return null;
      });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete template My run' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete template' }),
    );
    expect(remove).toHaveBeenCalledWith(10);
    expect(await findToast('"My run" was deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'My run' })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your templates' })).toHaveFocus();
  });

  it('keeps the dialog and the template when the delete fails', async () => {
    stubReads();
    vi.spyOn(repositories.habitTemplate, 'deleteById').mockRejectedValue(
      new WriteError('fetch failed', { status: 0 }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete template My run' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete template' }),
    );
    expect(
      await findToast('No connection to the server. Please try again when you are online.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(card('My run')).toBeInTheDocument();
  });
});
