/**
 * A modal confirmation (see modal.tsx): named by its title, described by its text; Cancel, the
 * safe choice, has the focus; the confirm button is the danger one. While busy it stays open.
 */
import { useId, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from './button';
import { Modal } from './modal';
import './button.css';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** "Cancel" by default. */
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
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const cancelButton = useRef<HTMLButtonElement>(null);
  const bodyId = useId();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      className="confirm-dialog"
      locked={busy}
      initialFocus={cancelButton}
      describedBy={bodyId}
    >
      <div className="confirm-dialog-text" id={bodyId}>
        {children}
      </div>
      <div className="modal-actions">
        <button
          ref={cancelButton}
          type="button"
          className="btn btn-ghost"
          onClick={onCancel}
          disabled={busy}
        >
          {cancelLabel ?? t`Cancel`}
        </button>
        <Button variant="danger" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
