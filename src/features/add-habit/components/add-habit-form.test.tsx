import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddHabitForm } from './add-habit-form';
import {
  emptyHabitForm,
  emptyQuestion,
  type HabitFormValues,
} from '@/components/habit-form/habit-form-values';
import type { ReminderFormValues } from '@/components/habit-form/new-habit-values';
import { activateLocale } from '@/lib/i18n/catalogs';

function Harness({
  start,
  onSubmit,
  onMore,
}: {
  start: HabitFormValues;
  onSubmit: (values: HabitFormValues) => Promise<void>;
  onMore: (open: boolean) => void;
}) {
  const [more, setMore] = useState(false);
  const [reminder, setReminder] = useState<ReminderFormValues>({ on: true, time: '07:30' });
  return (
    <AddHabitForm
      defaultValues={start}
      onSubmit={onSubmit}
      onCancel={() => {}}
      reminder={reminder}
      onReminderChange={setReminder}
      moreOpen={more}
      onMoreOpenChange={(open) => {
        onMore(open);
        setMore(open);
      }}
    />
  );
}

function renderForm(start: HabitFormValues = emptyHabitForm()) {
  const onSubmit = vi.fn<(values: HabitFormValues) => Promise<void>>().mockResolvedValue(undefined);
  const onMore = vi.fn<(open: boolean) => void>();
  const user = userEvent.setup();
  render(<Harness start={start} onSubmit={onSubmit} onMore={onMore} />);
  return { user, onSubmit, onMore };
}

const save = () => screen.getByRole('button', { name: 'Save habit' });

describe('the short add form', () => {
  it('a yes / no habit needs only its name: the question is made from it', async () => {
    const { user, onSubmit } = renderForm();
    expect(screen.queryByLabelText(/^Question 1/)).toBeNull();
    expect(screen.getByRole('radio', { name: 'Yes / No' })).toBeChecked();
    expect(screen.getByLabelText('Remind me at')).toHaveValue('07:30');
    await user.type(screen.getByLabelText('Name'), 'Meditate');
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [values] = onSubmit.mock.calls[0];
    expect(values.name).toBe('Meditate');
    expect(values.questions).toHaveLength(1);
    expect(values.questions[0]).toMatchObject({ question: 'Meditate?', kind: 'choice' });
    expect(values.questions[0].options).toEqual([
      { label: 'Yes', score_value: 10 },
      { label: 'No', score_value: 0 },
    ]);
  });

  it('offers an if-then plan with an example, saved with the habit', async () => {
    const { user, onSubmit } = renderForm();
    const plan = screen.getByRole('textbox', { name: /If-then plan/ });
    expect(plan).toHaveAttribute(
      'placeholder',
      'After I pour my morning coffee, I will meditate for two minutes',
    );
    expect(plan).toHaveAttribute('maxlength', '280');
    expect(screen.getByText(/When \/ after …, I will …/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Meditate');
    await user.type(plan, 'After I brush my teeth, I will meditate');
    await user.click(save());
    expect(onSubmit.mock.calls[0][0].plan).toBe('After I brush my teeth, I will meditate');
  });

  it('a number habit: at least 8 glasses, asked how many', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Water');
    await user.click(screen.getByRole('radio', { name: 'Number' }));
    const target = screen.getByRole('group', { name: 'Target each day' });
    expect(within(target).getByLabelText('At least or at most')).toHaveValue('at_least');
    await user.type(within(target).getByLabelText('Target'), '8');
    await user.type(within(target).getByLabelText('Unit (optional)'), 'glasses');
    await user.click(save());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0].questions[0]).toMatchObject({
      question: 'Water: how many glasses?',
      kind: 'number',
      unit: 'glasses',
      target: 8,
      target_type: 'at_least',
      points: 10,
    });
  });

  it('a number target takes the language\'s decimal sign: "2,5" in German', async () => {
    await activateLocale('de');
    try {
      const { user, onSubmit } = renderForm();
      await user.type(screen.getByLabelText('Name'), 'Wasser');
      await user.click(screen.getByRole('radio', { name: 'Number' }));
      const target = screen.getByRole('group', { name: 'Target each day' });
      await user.type(within(target).getByLabelText('Target'), '2,5');
      await user.click(save());
      expect(onSubmit).toHaveBeenCalledTimes(1);
      expect(onSubmit.mock.calls[0][0].questions[0].target).toBe(2.5);
    } finally {
      await activateLocale('en');
    }
  });

  it('choices: each answer with its score; back to Yes / No gives Yes and No again', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Sit');
    await user.click(screen.getByRole('radio', { name: 'Choices' }));
    await user.type(screen.getByLabelText('Answer 1'), '20 minutes');
    await user.type(screen.getByLabelText('Answer 2'), '10 minutes');
    await user.click(screen.getByRole('button', { name: 'Remove answer 3' }));
    await user.click(save());
    expect(onSubmit.mock.calls[0][0].questions[0].options).toEqual([
      { label: '20 minutes', score_value: 10 },
      { label: '10 minutes', score_value: 5 },
    ]);
    await user.click(screen.getByRole('radio', { name: 'Yes / No' }));
    await user.click(save());
    expect(onSubmit.mock.calls[1][0].questions[0].options.map((o) => o.label)).toEqual([
      'Yes',
      'No',
    ]);
  });

  it('a typed question is kept when the name changes', async () => {
    const start = {
      ...emptyHabitForm(),
      name: 'Hydration',
      questions: [{ ...emptyQuestion(), question: 'Enough water?' }],
    };
    const { user, onSubmit } = renderForm(start);
    expect(screen.getByText('Asked: “Enough water?”')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Water');
    await user.click(save());
    expect(onSubmit.mock.calls[0][0].questions[0].question).toBe('Enough water?');
  });

  it('a refused save opens "More options" when the problem is in there', async () => {
    const start = { ...emptyHabitForm(), questions: [emptyQuestion(), emptyQuestion()] };
    const { user, onSubmit, onMore } = renderForm(start);
    await user.type(screen.getByLabelText('Name'), 'Gym');
    await user.click(save());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onMore).toHaveBeenCalledWith(true);
    expect(await screen.findByText('Write the question')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /More options/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('a consequence threshold shows its unit and resets when the rule changes', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: /More options/ }));
    await user.click(screen.getByRole('button', { name: '+ Add consequence' }));
    const rule = screen.getByRole('group', { name: 'Consequence 1' });
    const threshold = within(rule).getByLabelText('Threshold');
    expect(threshold).toHaveValue(3);
    expect(threshold).toHaveAccessibleDescription('days');
    await user.selectOptions(within(rule).getByLabelText('When'), 'weekly_score_below');
    expect(threshold).toHaveValue(50);
    expect(threshold).toHaveAccessibleDescription('%');
    await user.selectOptions(within(rule).getByLabelText('When'), 'streak_reached');
    expect(threshold).toHaveValue(7);
    expect(threshold).toHaveAccessibleDescription('days in a row');
  });
});
