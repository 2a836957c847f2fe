import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HabitForm } from './habit-form';
import { emptyHabitForm, type HabitFormValues } from './habit-form-values';
import { HABIT_DRAFT_STORE_KEY, useHabitDraftStore } from './habit-draft-store';
import { activateLocale } from '@/lib/i18n/catalogs';

function renderForm(props: Partial<Parameters<typeof HabitForm>[0]> = {}) {
  const onSubmit = vi.fn<(values: HabitFormValues) => Promise<void>>().mockResolvedValue(undefined);
  const user = userEvent.setup();
  render(
    <HabitForm
      defaultValues={emptyHabitForm()}
      submitLabel="Save habit"
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { user, onSubmit };
}

const question = (n: number) =>
  screen.getByRole('group', { name: `Question ${n} and its options` });

describe('HabitForm validation', () => {
  it('explains each problem beside its field and sends nothing', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save habit' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(question(1)).getByText('Write the question')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('needs at least one question and two options per question', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Meditate');
    await user.type(within(question(1)).getByLabelText('Question 1'), 'Did you sit?');
    await user.click(screen.getByRole('button', { name: 'Remove option 2 of question 1' }));
    await user.click(screen.getByRole('button', { name: 'Save habit' }));
    expect(await screen.findByText('Give each question at least two options')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    await user.click(screen.getByRole('button', { name: 'Save habit' }));
    expect(await screen.findByText('Add at least one question')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('accepts only whole scores from -1000 to 1000', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Run');
    await user.type(screen.getByLabelText('Question 1'), 'How far?');
    const score1 = screen.getByLabelText('Score of option 1 of question 1');
    const score2 = screen.getByLabelText('Score of option 2 of question 1');
    await user.clear(score1);
    await user.type(score1, '2000');
    await user.clear(score2);
    await user.type(score2, '1.5');
    await user.click(screen.getByRole('button', { name: 'Save habit' }));
    expect(await screen.findByText('Scores go from -1000 to 1000')).toBeInTheDocument();
    expect(screen.getByText('Scores are whole numbers')).toBeInTheDocument();

    await user.clear(score2);
    expect(await screen.findByText('Enter a whole number')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the habit with its questions and options in the order shown', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Name'), '  Read ');
    await user.type(screen.getByLabelText('Question 1'), 'Pages?');
    await user.click(screen.getByRole('button', { name: '+ Add question' }));
    await user.type(screen.getByLabelText('Question 2'), 'Notes?');
    await user.click(within(question(2)).getByRole('button', { name: '+ Add option' }));
    await user.type(within(question(2)).getByLabelText('Option 3'), 'Maybe');
    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Move option 3 of question 1 up' }));
    await user.type(screen.getByLabelText('Daily target (optional)'), '15');
    await user.click(screen.getByRole('button', { name: 'Save habit' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    const values = onSubmit.mock.calls[0][0];
    expect(values.name).toBe('Read');
    expect(values.daily_target).toBe(15);
    expect(values.questions.map((q) => q.question)).toEqual(['Notes?', 'Pages?']);
    expect(values.questions[0].options.map((o) => o.label)).toEqual(['Yes', 'Maybe', 'No']);
  });

  it('keeps the form and shows why when saving fails', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new Error('habit name is too long'));
    const { user } = renderForm({ onSubmit });
    await user.type(screen.getByLabelText('Name'), 'Walk');
    await user.type(screen.getByLabelText('Question 1'), 'Steps?');
    await user.click(screen.getByRole('button', { name: 'Save habit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved. habit name is too long');
    expect(screen.getByLabelText('Name')).toHaveValue('Walk');
    expect(screen.getByLabelText('Question 1')).toHaveValue('Steps?');
  });

  it('validates consequences', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Gym');
    await user.type(screen.getByLabelText('Question 1'), 'Went?');
    await user.click(screen.getByRole('button', { name: '+ Add consequence' }));
    const consequence = screen.getByRole('group', { name: 'Consequence 1' });
    await user.selectOptions(within(consequence).getByLabelText('When'), 'weekly_score_below');
    const threshold = within(consequence).getByLabelText('Threshold');
    await user.clear(threshold);
    await user.type(threshold, '150');
    await user.click(screen.getByRole('button', { name: 'Save habit' }));
    expect(
      await within(consequence).findByText('Give the consequence a title'),
    ).toBeInTheDocument();
    expect(within(consequence).getByText('A percentage from 1 to 100')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('HabitForm schedule', () => {
  it('offers the schedules in plain words and says the chosen one in a line', async () => {
    const { user, onSubmit } = renderForm();
    const picker = screen.getByRole('group', { name: 'How often is it due?' });
    const radios = within(picker).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'Every day',
      'A number of times a week',
      'A number of times a month',
      'On these weekdays',
      'Every few days',
    ]);
    expect(within(picker).getByRole('radio', { name: 'Every day' })).toBeChecked();
    expect(screen.getByText('Every day', { selector: 'strong' })).toBeInTheDocument();

    await user.click(within(picker).getByRole('radio', { name: 'A number of times a week' }));
    const times = screen.getByLabelText('Times a week');
    expect(times).toHaveValue(3);
    expect(screen.getByText('3 times a week', { selector: 'strong' })).toBeInTheDocument();
    await user.clear(times);
    await user.type(times, '2');
    expect(screen.getByText('Twice a week', { selector: 'strong' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'Gym');
    await user.type(screen.getByLabelText('Question 1'), 'Went?');
    await user.click(screen.getByRole('button', { name: 'Save habit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0].schedule).toMatchObject({ kind: 'per_week', times: 2 });
  });

  it('picks weekdays with named checkboxes and needs at least one', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Gym');
    await user.type(screen.getByLabelText('Question 1'), 'Went?');
    await user.click(screen.getByRole('radio', { name: 'On these weekdays' }));
    const days = screen.getByRole('group', { name: 'Days' });
    expect(
      within(days)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('aria-label')),
    ).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(screen.getByText('On Mon, Wed and Fri', { selector: 'strong' })).toBeInTheDocument();
    for (const name of ['Monday', 'Wednesday', 'Friday']) {
      await user.click(within(days).getByRole('checkbox', { name }));
    }
    await user.click(screen.getByRole('button', { name: 'Save habit' }));
    expect(await within(days).findByText('Pick at least one day of the week')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(within(days).getByRole('checkbox', { name: 'Tuesday' }));
    await user.click(within(days).getByRole('checkbox', { name: 'Saturday' }));
    expect(screen.getByText('On Tue and Sat', { selector: 'strong' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save habit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0].schedule).toMatchObject({ kind: 'weekdays', days: [1, 5] });
  });

  it('explains a number out of range beside its field', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Walk');
    await user.type(screen.getByLabelText('Question 1'), 'Walked?');
    await user.click(screen.getByRole('radio', { name: 'Every few days' }));
    const every = screen.getByLabelText('Every how many days?');
    await user.clear(every);
    await user.type(every, '1');
    await user.click(screen.getByRole('button', { name: 'Save habit' }));
    expect(await screen.findByText('A whole number of days from 2 to 365')).toBeInTheDocument();
    expect(every).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Finish the schedule to see it in words.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('add-habit draft', () => {
  it('keeps a half-written form on the device and restores it', async () => {
    const user = userEvent.setup();
    const setDraft = useHabitDraftStore.getState().setDraft;
    const first = render(
      <HabitForm
        defaultValues={emptyHabitForm()}
        submitLabel="Save habit"
        onSubmit={vi.fn()}
        onChange={setDraft}
      />,
    );
    await user.type(screen.getByLabelText('Name'), 'Half written');
    await user.type(screen.getByLabelText('Question 1'), 'Still thinking');
    expect(localStorage.getItem(HABIT_DRAFT_STORE_KEY)).toContain('Half written');
    first.unmount();

    // A reload: the store reads the draft back from storage.
    const stored = JSON.parse(localStorage.getItem(HABIT_DRAFT_STORE_KEY)!) as {
      state: { draft: HabitFormValues };
    };
    expect(stored.state.draft.questions[0].question).toBe('Still thinking');
    await useHabitDraftStore.persist.rehydrate();
    const draft = useHabitDraftStore.getState().draft;
    expect(draft?.name).toBe('Half written');
    render(<HabitForm defaultValues={draft!} submitLabel="Save habit" onSubmit={vi.fn()} />);
    expect(screen.getByLabelText('Name')).toHaveValue('Half written');
    expect(screen.getByLabelText('Question 1')).toHaveValue('Still thinking');
  });

  it('drops a stored draft that no longer has the form shape', async () => {
    localStorage.setItem(
      HABIT_DRAFT_STORE_KEY,
      JSON.stringify({ state: { draft: { name: 3 } }, version: 1 }),
    );
    await useHabitDraftStore.persist.rehydrate();
    expect(useHabitDraftStore.getState().draft).toBeNull();
  });
});

describe('HabitForm questions and options', () => {
  it('shows no error when a field loses focus before the first save', async () => {
    // An error appearing on blur shifts the layout between mousedown and mouseup, which
    // swallowed the click on "+ Add option" in Chromium.
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: '+ Add question' }));
    await user.type(within(question(2)).getByLabelText('Question 2'), 'Did you drink water?');
    await user.click(within(question(2)).getByRole('button', { name: '+ Add option' }));
    expect(within(question(2)).getAllByLabelText(/^Option \d$/)).toHaveLength(3);
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });
});

describe('HabitForm number questions', () => {
  it('a question answered with a number: unit, target, at least / at most and points, checked and submitted', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Water');
    await user.type(screen.getByLabelText('Question 1'), 'Glasses of water');
    await user.click(within(question(1)).getByRole('radio', { name: 'Number' }));
    const group = screen.getByRole('group', { name: 'Question 1 and its target' });
    expect(within(group).queryByLabelText('Option 1')).toBeNull();
    const points = within(group).getByLabelText('Points of question 1');
    await user.clear(points);
    await user.type(points, '0');
    await user.type(within(group).getByLabelText('Unit of question 1 (optional)'), 'x'.repeat(21));
    await user.click(screen.getByRole('button', { name: 'Save habit' }));
    expect(
      await within(group).findByText('Enter a target above 0 (at most 1000000000)'),
    ).toBeVisible();
    expect(within(group).getByText('Points are a whole number from 1 to 1000')).toBeVisible();
    expect(within(group).getByText('At most 20 characters')).toBeVisible();
    expect(within(group).getByLabelText('Target of question 1')).toHaveAttribute(
      'inputmode',
      'decimal',
    );
    expect(onSubmit).not.toHaveBeenCalled();

    const unit = within(group).getByLabelText('Unit of question 1 (optional)');
    await user.clear(unit);
    await user.type(unit, 'glasses');
    await user.type(within(group).getByLabelText('Target of question 1'), '8');
    await user.selectOptions(within(group).getByLabelText('Target type of question 1'), 'At most');
    await user.selectOptions(within(group).getByLabelText('Target type of question 1'), 'At least');
    await user.clear(points);
    await user.type(points, '10');
    await user.click(screen.getByRole('button', { name: 'Save habit' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0].questions[0]).toMatchObject({
      question: 'Glasses of water',
      kind: 'number',
      unit: 'glasses',
      target: 8,
      target_type: 'at_least',
      points: 10,
    });
  });

  it("a target is shown and read with the language's decimal sign (German)", async () => {
    await activateLocale('de');
    try {
      const start = emptyHabitForm();
      start.name = 'Wasser';
      start.questions[0] = {
        ...start.questions[0],
        question: 'Wie viel Wasser?',
        kind: 'number',
        unit: 'l',
        target: 2.5,
      };
      const { user, onSubmit } = renderForm({ defaultValues: start });
      const target = screen.getByLabelText('Target of question 1');
      expect(target).toHaveValue('2,5');
      await user.clear(target);
      await user.type(target, '1.234,5');
      await user.click(screen.getByRole('button', { name: 'Save habit' }));
      await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0][0].questions[0].target).toBe(1234.5);
    } finally {
      await activateLocale('en');
    }
  });

  it('switching back to Choice shows the options again', async () => {
    const { user } = renderForm();
    await user.click(within(question(1)).getByRole('radio', { name: 'Number' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Question 1 and its target' })).getByRole('radio', {
        name: 'Choice',
      }),
    );
    expect(within(question(1)).getByLabelText('Option 1')).toHaveValue('Yes');
  });
});
