/**
 * "Done" on one consequence due (components/due-consequences.tsx): the form open or not, the note,
 * the refusal's reason, and marking its oldest waiting firing done (a consequence_fulfillment
 * row). Opening focuses the note; closing gives the focus back to "Done".
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ConsequenceSummary } from '@/api/consequences';
import { describeWriteError } from '@/api/write';
import { useFulfilDueConsequence } from '@/hooks/use-consequences';

export function useDueItem(c: ConsequenceSummary, onDone: () => void) {
  const fulfil = useFulfilDueConsequence();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const doneButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) noteRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setError(null);
    doneButton.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await fulfil.mutateAsync({
        habitId: c.habit_id as number,
        consequenceId: c.consequence_id as number,
        note,
      });
      setOpen(false);
      setNote('');
      onDone();
    } catch (e) {
      // The form stays with what was typed and says why.
      setError(describeWriteError(e));
    }
  };

  return { fulfil, open, setOpen, note, setNote, error, noteRef, doneButton, close, submit };
}
