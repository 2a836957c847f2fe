import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AutomaticityAnswers } from '@/api/automaticity-check';
import { CheckInForm } from './check-in-form';

const statements = [
  'Meditate is something I do automatically',
  'Meditate is something I do without having to consciously remember',
  'Meditate is something I do without thinking',
  'Meditate is something I start doing before I realize I’m doing it',
];

describe('the weekly check-in form', () => {
  it('asks the four statements, each 1..7 with both ends named, and saves on the fourth tap', async () => {
    const onAnswers = vi.fn<(answers: AutomaticityAnswers) => void>();
    const user = userEvent.setup();
    render(<CheckInForm habitName="Meditate" onAnswers={onAnswers} status={null} />);
    expect(screen.getByRole('heading', { name: 'How automatic is Meditate now?' })).toBeVisible();
    const groups = statements.map((name) => screen.getByRole('group', { name }));
    for (const group of groups) {
      expect(
        within(group)
          .getAllByRole('radio')
          .map((r) => r.getAttribute('aria-label')),
      ).toEqual(['1, disagree completely', '2', '3', '4', '5', '6', '7, agree completely']);
    }
    await user.click(within(groups[0]).getByRole('radio', { name: '6' }));
    await user.click(within(groups[1]).getByRole('radio', { name: '5' }));
    await user.click(within(groups[2]).getByRole('radio', { name: '7, agree completely' }));
    expect(onAnswers).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('1 more to answer');
    await user.click(within(groups[3]).getByRole('radio', { name: '1, disagree completely' }));
    expect(onAnswers).toHaveBeenCalledTimes(1);
    expect(onAnswers).toHaveBeenLastCalledWith({
      automatically: 6,
      without_remembering: 5,
      without_thinking: 7,
      before_realizing: 1,
    });
    // A change after that saves again.
    await user.click(within(groups[3]).getByRole('radio', { name: '2' }));
    expect(onAnswers).toHaveBeenCalledTimes(2);
    expect(onAnswers.mock.lastCall?.[0].before_realizing).toBe(2);
  });

  it('starts from today’s answers when there are some', () => {
    render(
      <CheckInForm
        habitName="Meditate"
        initial={{
          automatically: 3,
          without_remembering: 4,
          without_thinking: 5,
          before_realizing: 6,
        }}
        onAnswers={() => undefined}
        status="Saved: 4.5 / 7."
      />,
    );
    expect(
      within(screen.getByRole('group', { name: statements[2] })).getByRole('radio', { name: '5' }),
    ).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Saved: 4.5 / 7.');
  });
});
