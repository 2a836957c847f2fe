import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuestionWithOptions } from '@/api/question-metadata';
import { AnswerRow } from './answer-row';

const question = {
  id: 7,
  habit_id: 1,
  question: 'Did you stretch?',
  position: 0,
  option_metadata: [
    { id: 71, question_id: 7, label: 'No', score_value: 0, position: 0 },
    { id: 72, question_id: 7, label: 'A bit', score_value: 5, position: 1 },
    { id: 73, question_id: 7, label: 'Fully', score_value: 10, position: 2 },
  ],
} as unknown as QuestionWithOptions;

describe('AnswerRow', () => {
  it('answers with one tap and shows each option score', async () => {
    const onAnswer = vi.fn();
    const user = userEvent.setup();
    render(
      <AnswerRow question={question} answer={undefined} onAnswer={onAnswer} onNotes={vi.fn()} />,
    );
    expect(screen.getByRole('group', { name: 'Did you stretch?' })).toBeInTheDocument();
    const fully = screen.getByRole('button', { name: /Fully/ });
    expect(fully).toHaveTextContent('+10');
    expect(fully).toHaveAttribute('aria-pressed', 'false');
    await user.click(fully);
    expect(onAnswer).toHaveBeenCalledWith(73);
    expect(screen.queryByRole('button', { name: /note/i })).not.toBeInTheDocument();
  });

  it('marks the chosen option; tapping it again clears the answer', async () => {
    const onAnswer = vi.fn();
    const user = userEvent.setup();
    render(
      <AnswerRow
        question={question}
        answer={{ optionId: 72, notes: null, score: 5 }}
        onAnswer={onAnswer}
        onNotes={vi.fn()}
      />,
    );
    const bit = screen.getByRole('button', { name: /A bit/ });
    expect(bit).toHaveAttribute('aria-pressed', 'true');
    await user.click(bit);
    expect(onAnswer).toHaveBeenCalledWith(null);
    await user.click(screen.getByRole('button', { name: /No/ }));
    expect(onAnswer).toHaveBeenLastCalledWith(71);
  });

  it('adds a note to an answer and sends it once when done', async () => {
    const onNotes = vi.fn();
    const user = userEvent.setup();
    render(
      <AnswerRow
        question={question}
        answer={{ optionId: 73, notes: null, score: 10 }}
        onAnswer={vi.fn()}
        onNotes={onNotes}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Add a note to "Did you stretch?"' }));
    await user.type(
      screen.getByLabelText('Note for "Did you stretch?"'),
      '  after the run {Enter}',
    );
    expect(onNotes).toHaveBeenCalledTimes(1);
    expect(onNotes).toHaveBeenCalledWith('after the run');
  });

  it('shows an existing note and does not resend it unchanged', async () => {
    const onNotes = vi.fn();
    const user = userEvent.setup();
    render(
      <AnswerRow
        question={question}
        answer={{ optionId: 73, notes: 'sore', score: 10 }}
        onAnswer={vi.fn()}
        onNotes={onNotes}
      />,
    );
    expect(screen.getByText('sore')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit note: sore' }));
    await user.keyboard('{Enter}');
    expect(onNotes).not.toHaveBeenCalled();
  });
});
