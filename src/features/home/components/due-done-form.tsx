/**
 * "Done" on a consequence due (components/due-consequences.tsx): an optional note, Cancel and
 * "Mark done"; a refusal keeps what was typed and says why.
 */
import type { FormEvent, RefObject } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-field';
import { FULFILMENT_NOTE_MAX } from '@/services/consequences/fulfil-consequence';
import '@/components/ui/button.css';
import './due-consequences.css';

export function DueDoneForm({
  title,
  reward,
  noteRef,
  note,
  onNote,
  error,
  pending,
  onSubmit,
  onCancel,
}: {
  title: string;
  reward: boolean;
  noteRef: RefObject<HTMLTextAreaElement | null>;
  note: string;
  onNote: (note: string) => void;
  error: string | null;
  pending: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  return (
    <form className="due-done-form" aria-label={t`Mark "${title}" done`} onSubmit={onSubmit}>
      <TextAreaField
        ref={noteRef}
        label={t`Note`}
        optional
        rows={2}
        maxLength={FULFILMENT_NOTE_MAX}
        value={note}
        onChange={(e) => onNote(e.target.value)}
        hint={reward ? t`How did you enjoy it?` : t`How did you carry it out?`}
        error={error ?? undefined}
      />
      <div className="due-form-actions">
        <Button variant="ghost" className="btn-small" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" className="btn-small" loading={pending}>
          <Trans>Mark done</Trans>
        </Button>
      </div>
    </form>
  );
}
