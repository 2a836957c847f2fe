import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';

function Harness({ locked = false }: { locked?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Answers for yesterday"
        onClose={() => setOpen(false)}
        className="answer-dialog"
        locked={locked}
      >
        <button type="button" onClick={() => setOpen(false)}>
          Done
        </button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a dialog named by its heading, with the extra class, shown only while open', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Answers for yesterday' });
    expect(dialog).toHaveClass('modal', 'answer-dialog');
    expect(screen.getByRole('heading', { level: 2, name: 'Answers for yesterday' })).toBeVisible();
  });

  it('closes on Escape, on the backdrop and from its content, giving focus back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });

    await user.click(opener);
    // Browsers focus the first control on showModal; jsdom has no showModal.
    screen.getByRole('button', { name: 'Done' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();

    await user.click(opener);
    // A click on the backdrop lands on the <dialog> itself.
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('while locked, Escape and the backdrop keep it open', async () => {
    const user = userEvent.setup();
    render(<Harness locked />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    screen.getByRole('button', { name: 'Done' }).focus();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
