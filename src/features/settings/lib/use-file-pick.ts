/**
 * The flow the settings page's two imports share (components/import-data.tsx, an export file;
 * components/import-loop.tsx, Loop's backup): the user picks a file, it is refused when too large,
 * read (a file that cannot be read asks to choose it again) and checked, a confirmation shows what
 * it holds (the focus moves to its title; a later answer of the server completes it), then Import
 * writes it or Cancel drops it. Every refusal shows its message under the input and clears the
 * input, so the same file can be chosen again. components/file-pick.tsx draws the input and the
 * confirmation.
 */
import { useId, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateTouched, touchedBy } from '@/api/write-invalidation';
import { notifyError, notifySuccess } from '@/lib/notify';

type Checked<P> = { ok: true; pending: P } | { ok: false; message: string };

/** The progress of reading the chosen file; the step is shown with "…". */
export interface Reading {
  fraction: number;
  step: string;
}

export interface FilePickOptions<P, T> {
  maxBytes: number;
  /** Said when the file is larger (asked when it is: in the language shown). */
  tooLargeMessage: () => string;
  /** Reads the chosen file (a throw: it could not be read). */
  read: (file: File, progress: (fraction: number, step: string) => void) => Promise<T>;
  /** What was read: the confirmation's content, or why the file is refused. */
  check: (file: File, read: T) => Checked<P>;
  /** The server's part of the confirmation (what is already here), once it answers. */
  complete: (pending: P) => Promise<P>;
  /** Writes the file; its answer is the success toast (and `done`). */
  save: (pending: P) => Promise<string>;
  /** Why the write failed, after "Nothing was imported: ". */
  describeFailure: (cause: unknown) => string;
  /** The console's words for a failed read, completion and write. */
  logs: { read: string; complete: string; save: string };
}

export function useFilePick<P, T>(options: FilePickOptions<P, T>) {
  const { maxBytes, tooLargeMessage, read, check, complete, save, describeFailure, logs } = options;
  const queryClient = useQueryClient();
  const ids = { input: useId(), hint: useId(), error: useId(), title: useId() };
  const input = useRef<HTMLInputElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const [pending, setPending] = useState<P | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState<Reading | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  // The confirmation appears below the input: move the focus there so it is read out, in the
  // commit that shows it (a passive effect could run after a paint, or after a test looked).
  useLayoutEffect(() => {
    if (pending) title.current?.focus();
  }, [pending]);

  const clearInput = () => {
    if (input.current) input.current.value = '';
  };

  const refuse = (message: string) => {
    setError(message);
    clearInput();
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setError(null);
    setDone(null);
    setPending(null);
    if (!file) return;
    if (file.size > maxBytes) return refuse(tooLargeMessage());
    setReading({ fraction: 0, step: t`Reading the file` });
    let contents: T;
    try {
      contents = await read(file, (fraction, step) => setReading({ fraction, step }));
    } catch (cause) {
      console.error(logs.read, cause);
      return refuse(t`This file could not be read. Please choose it again.`);
    } finally {
      setReading(null);
    }
    const checked = check(file, contents);
    if (!checked.ok) return refuse(checked.message);
    const next = checked.pending;
    setPending(next);
    // Without the server's answer the confirmation stays as it is.
    complete(next).then(
      (completed) => setPending((p) => (p === next ? completed : p)),
      (cause: unknown) => console.error(logs.complete, cause),
    );
  };

  const onCancel = () => {
    setPending(null);
    clearInput();
    input.current?.focus();
  };

  const onImport = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const text = await save(pending);
      notifySuccess(text);
      setDone(text);
      setPending(null);
      clearInput();
      await invalidateTouched(queryClient, touchedBy.dataImported());
    } catch (cause) {
      console.error(logs.save, cause);
      const failure = describeFailure(cause);
      const message = t`Nothing was imported: ${failure}`;
      setError(message);
      notifyError(message);
      setPending(null);
      clearInput();
    } finally {
      setBusy(false);
    }
  };

  return { ids, input, title, pending, error, reading, busy, done, onFile, onCancel, onImport };
}

export type FilePick<P> = ReturnType<typeof useFilePick<P, unknown>>;
