/**
 * A modal on the native <dialog>: showModal gives the focus trap, the inert page behind it and
 * Escape (the cancel event); Escape and a click on the backdrop ask the parent to close it (it owns
 * `open`). Focus returns to the control that opened it when that control still exists.
 */
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import './modal.css';

export interface ModalProps {
  open: boolean;
  /** The heading and the dialog's accessible name. */
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** Keeps it open: Escape and the backdrop do nothing (e.g. while its action runs). */
  locked?: boolean;
  /** Takes the focus when it opens; without it the browser focuses the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The id of the element that describes it. */
  describedBy?: string;
}

export function Modal({
  open,
  title,
  onClose,
  children,
  className,
  locked,
  initialFocus,
  describedBy,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      // jsdom has no showModal; the attribute is enough to show it there.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // Not autoFocus: the opener must be read before the focus moves.
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const back = opener.current;
      opener.current = null;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    }
  }, [open, initialFocus]);

  const close = () => {
    if (!locked) onClose();
  };

  return (
    <dialog
      ref={ref}
      className={['modal', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(e) => {
        // Escape: the parent decides (it owns `open`).
        e.preventDefault();
        close();
      }}
      onClose={() => {
        // Closed by the browser rather than by `open` (e.g. Chrome closes on a repeated Escape).
        if (open) close();
      }}
      onKeyDown={(e) => {
        // Browsers send `cancel` on Escape; jsdom (and a dialog opened without showModal) do not.
        if (e.key === 'Escape' && typeof ref.current?.showModal !== 'function') close();
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (e.target === ref.current) close();
      }}
    >
      {open ? (
        <div className="modal-body">
          <h2 className="modal-title" id={titleId}>
            {title}
          </h2>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
