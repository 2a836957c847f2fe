import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuestionWithOptions } from '@/api/question-metadata';
import { activateLocale } from '@/lib/i18n/catalogs';
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

describe('AnswerRow of a number question', () => {
  const water = {
    id: 8,
    habit_id: 1,
    question: 'Glasses of water',
    position: 1,
    kind: 'number',
    unit: 'glasses',
    target: 8,
    target_type: 'at_least',
    points: 10,
    option_metadata: [],
  } as unknown as QuestionWithOptions;

  const renderWater = (answer?: { value: number; score: number }) => {
    const onValue = vi.fn();
    const user = userEvent.setup();
    render(
      <AnswerRow
        question={water}
        answer={answer && { optionId: null, notes: null, ...answer }}
        onAnswer={vi.fn()}
        onValue={onValue}
        onNotes={vi.fn()}
      />,
    );
    return { onValue, user, field: screen.getByRole('textbox', { name: 'Glasses of water' }) };
  };

  it('a field labelled with the question, its target in words beside it, the points as points', () => {
    const { field } = renderWater({ value: 6, score: 8 });
    expect(field).toHaveAttribute('inputmode', 'decimal');
    expect(field).toHaveValue('6');
    expect(screen.getByText('glasses')).toBeVisible();
    // The target (8 glasses), not the points (10), beside the unit.
    expect(screen.getByTestId('number-target')).toHaveTextContent(/^of 8 glasses$/);
    expect(screen.getByTestId('number-score')).toHaveTextContent(/^\+8 points$/);
    expect(field).toHaveAccessibleDescription('Target: at least 8 glasses for 10 points');
  });

  it('an "at most" target says so; unanswered, the points it can earn', () => {
    render(
      <AnswerRow
        question={{
          ...water,
          question: 'Coffees',
          unit: 'coffees',
          target: 2,
          target_type: 'at_most',
        }}
        answer={undefined}
        onAnswer={vi.fn()}
        onValue={vi.fn()}
        onNotes={vi.fn()}
      />,
    );
    expect(screen.getByTestId('number-target')).toHaveTextContent(/^at most 2 coffees$/);
    expect(screen.getByTestId('number-score')).toHaveTextContent(/^up to 10 points$/);
  });

  it('focusing the field selects its value: typing replaces it (12, then 8, is 8)', async () => {
    const { onValue, user, field } = renderWater({ value: 12, score: 10 });
    await user.click(field);
    expect([
      (field as HTMLInputElement).selectionStart,
      (field as HTMLInputElement).selectionEnd,
    ]).toEqual([0, 2]);
    await user.keyboard('8{Enter}');
    expect(field).toHaveValue('8');
    expect(onValue).toHaveBeenCalledWith(8);
  });

  it('typing saves after a pause; 7,5 is 7.5; an emptied field clears the answer', async () => {
    const { onValue, user, field } = renderWater();
    await user.type(field, '7,5');
    expect(onValue).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onValue).toHaveBeenCalledWith(7.5), { timeout: 2000 });
    expect(onValue).toHaveBeenCalledTimes(1);
    await user.clear(field);
    await vi.waitFor(() => expect(onValue).toHaveBeenLastCalledWith(null), { timeout: 2000 });
  });

  it('the steppers save at once and never go below 0', async () => {
    const { onValue, user } = renderWater({ value: 1, score: 1 });
    await user.click(screen.getByRole('button', { name: 'Plus 1: Glasses of water' }));
    expect(onValue).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Minus 1: Glasses of water' }));
    await user.click(screen.getByRole('button', { name: 'Minus 1: Glasses of water' }));
    await user.click(screen.getByRole('button', { name: 'Minus 1: Glasses of water' }));
    expect(onValue.mock.calls.map(([v]) => v)).toEqual([2, 1, 0]);
  });

  it.each([
    ['-2', 'Enter 0 or more'],
    ['lots', 'Enter a number, e.g. 6 or 2.5'],
    ['2000000000', 'Enter at most 1000000000'],
  ])('"%s" shows "%s" and saves nothing', async (typed, message) => {
    const { onValue, user, field } = renderWater();
    await user.type(field, `${typed}{Enter}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await new Promise((r) => setTimeout(r, 800));
    expect(onValue).not.toHaveBeenCalled();
  });
});

describe('AnswerRow of a number question, left before the pause', () => {
  it('a value typed just before the row goes away is saved then', async () => {
    const onValue = vi.fn();
    const user = userEvent.setup();
    const question = {
      id: 8,
      habit_id: 1,
      question: 'Pages read',
      position: 0,
      kind: 'number',
      unit: null,
      target: 20,
      target_type: 'at_least',
      points: 5,
      option_metadata: [],
    } as unknown as QuestionWithOptions;
    const { unmount } = render(
      <AnswerRow
        question={question}
        answer={undefined}
        onAnswer={vi.fn()}
        onValue={onValue}
        onNotes={vi.fn()}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Pages read' }), '12');
    expect(onValue).not.toHaveBeenCalled();
    unmount();
    expect(onValue).toHaveBeenCalledWith(12);
  });
});

describe('AnswerRow of a number question, in German', () => {
  afterEach(() => activateLocale('en'));

  it('shows the value with a decimal comma and reads what is typed the German way', async () => {
    await activateLocale('de');
    const onValue = vi.fn();
    const user = userEvent.setup();
    const water = {
      id: 9,
      habit_id: 1,
      question: 'Glasses of water',
      position: 0,
      kind: 'number',
      unit: 'glasses',
      target: 1.5,
      target_type: 'at_least',
      points: 10,
      option_metadata: [],
    } as unknown as QuestionWithOptions;
    render(
      <AnswerRow
        question={water}
        answer={{ optionId: null, value: 2.5, notes: null, score: 10 }}
        onAnswer={vi.fn()}
        onValue={onValue}
        onNotes={vi.fn()}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Glasses of water' });
    expect(field).toHaveValue('2,5');
    expect(screen.getByTestId('number-target')).toHaveTextContent(/1,5 glasses$/);
    await user.clear(field);
    await user.type(field, '1.234,5{Enter}');
    expect(onValue).toHaveBeenLastCalledWith(1234.5);
    expect(field).toHaveValue('1.234,5');
  });
});
