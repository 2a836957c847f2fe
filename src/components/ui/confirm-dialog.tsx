/**
 * A modal confirmation on the native <dialog>: showModal gives the focus trap, the inert page
 * behind it and Escape (the cancel event); Cancel, the safe choice, has the focus.
 * Focus returns to the control that opened it when that control still exists.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Shows a spinner on the confirm button and keeps the dialog open. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      // jsdom has no showModal; the attribute is enough to show it there.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // The safe choice has the focus (not autoFocus: the opener must be read before it moves).
      cancelButton.current?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const back = opener.current;
      opener.current = null;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    }
  }, [open]);

  const cancel = () => {
    if (!busy) onCancel();
  };

  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(e) => {
        // Escape: the parent decides (it owns `open`), and a running action is not interrupted.
        e.preventDefault();
        cancel();
      }}
      onKeyDown={(e) => {
        // Browsers send `cancel` on Escape; jsdom (and a dialog opened without showModal) do not.
        if (e.key === 'Escape' && typeof ref.current?.showModal !== 'function') cancel();
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (e.target === ref.current) cancel();
      }}
    >
      {open ? (
        <div className="confirm-dialog-body">
          <h2 className="confirm-dialog-title" id={titleId}>
            {title}
          </h2>
          <div className="confirm-dialog-text" id={bodyId}>
            {children}
          </div>
          <div className="confirm-dialog-actions">
            <button
              ref={cancelButton}
              type="button"
              className="btn btn-ghost"
              onClick={cancel}
              disabled={busy}
            >
              {cancelLabel}
            </button>
            <Button variant="danger" onClick={onConfirm} loading={busy}>
              {confirmLabel}
            </Button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
