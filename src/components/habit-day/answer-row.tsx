/**
 * One question of a habit-day: one tap on an option answers it, a tap on the chosen option clears
 * it (a number question: its value, number-answer.tsx); an optional note per answer. On home's
 * row (`inline`) only the answers show: the question is named to screen readers (or shown small
 * when the habit has several), and the note is the folded row's ("Note").
 */
import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { QuestionWithOptions } from '@/api/question-metadata';
import type { ShownAnswer } from './day-state';
import { NumberAnswer } from './number-answer';
import { signedText } from './number-text';
import '@/components/ui/form.css';
import './habit-day.css';

export interface AnswerRowProps {
  question: QuestionWithOptions;
  answer: ShownAnswer | undefined;
  onAnswer: (optionId: number | null) => void;
  /** A number question's value (null clears the answer). */
  onValue?: (value: number | null) => void;
  onNotes: (notes: string | null) => void;
  /** Home's row: the answers only, no note; the question shown only with `questionShown`. */
  inline?: boolean;
  questionShown?: boolean;
}

export function AnswerRow({
  question,
  answer,
  onAnswer,
  onValue,
  onNotes,
  inline = false,
  questionShown = !inline,
}: AnswerRowProps) {
  const { t } = useLingui();
  const id = useId();
  const [editingNote, setEditingNote] = useState(false);
  const isNumber = question.kind === 'number';
  const value = answer?.value ?? null;
  // A chosen option, or a value: something a note can go with.
  const selected = isNumber ? value : (answer?.optionId ?? null);
  const notes = answer?.notes ?? '';

  return (
    <div
      className={['answer-row', isNumber ? 'is-number' : '', inline ? 'is-inline' : ''].join(' ')}
      role="group"
      aria-labelledby={`${id}-q`}
    >
      <p className={questionShown ? 'answer-question' : 'visually-hidden'} id={`${id}-q`}>
        {question.question}
      </p>
      <div className="answer-options">
        {isNumber ? (
          <NumberAnswer
            question={question}
            value={value}
            score={value === null ? null : (answer?.score ?? null)}
            onValue={(v) => onValue?.(v)}
            labelId={`${id}-q`}
          />
        ) : null}
        {(isNumber ? [] : question.option_metadata).map((option) => {
          const isSelected = option.id === selected;
          return (
            <button
              key={option.id}
              type="button"
              className={['answer-option', isSelected ? 'is-selected' : ''].join(' ')}
              aria-pressed={isSelected}
              onClick={() => onAnswer(isSelected ? null : option.id)}
            >
              <span className="answer-option-label">{option.label}</span>
              <span className="answer-option-score">{signedText(option.score_value)}</span>
            </button>
          );
        })}
        {selected !== null && !editingNote && !inline ? (
          <button
            type="button"
            className="answer-note-toggle"
            onClick={() => setEditingNote(true)}
            aria-label={
              notes ? t`Edit note: ${notes}` : t`Add a note to "${{ question: question.question }}"`
            }
          >
            {notes ? '✎ ' : '+ '}
            {t`Note`}
          </button>
        ) : null}
      </div>
      {notes && !editingNote && !inline ? <p className="answer-note">{notes}</p> : null}
      {editingNote && selected !== null && !inline ? (
        <NoteEditor
          label={t`Note for "${{ question: question.question }}"`}
          initial={notes}
          onDone={(value) => {
            setEditingNote(false);
            const next = value.trim() || null;
            if (next !== (answer?.notes ?? null)) onNotes(next);
          }}
        />
      ) : null}
    </div>
  );
}

/** A note's field: Enter or leaving it saves (the card's answers and home's folded row). */
export function NoteEditor({
  label,
  initial,
  onDone,
}: {
  label: string;
  initial: string;
  onDone: (value: string) => void;
}) {
  const { t } = useLingui();
  const [value, setValue] = useState(initial);
  return (
    <form
      className="answer-note-editor"
      onSubmit={(e) => {
        e.preventDefault();
        onDone(value);
      }}
    >
      <input
        className="input"
        aria-label={label}
        maxLength={1000}
        autoFocus
        value={value}
        placeholder={t`Optional note`}
        onChange={(e) => setValue(e.target.value)}
        onBlur={() => onDone(value)}
      />
    </form>
  );
}
