import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-support/render';
import { MessageDialog } from './message-dialog';
import { Modal } from './modal';
import { Popover } from './popover';

afterEach(cleanup);

function ModalHarness({ busy = false, onClose }: { busy?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Behind</button>
      {open && (
        <Modal
          title="Title"
          busy={busy}
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          <input aria-label="First" />
          <button type="button">Last</button>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that traps Tab and Shift+Tab', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Title' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const first = screen.getByRole('textbox', { name: 'First' });
    const last = screen.getByRole('button', { name: 'Last' });
    expect(first).toHaveFocus();
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('pulls focus back when it escapes, closes on the backdrop and restores focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ModalHarness />);
    const open = screen.getByRole('button', { name: 'Open' });
    await user.click(open);
    screen.getByRole('button', { name: 'Behind', hidden: true }).focus();
    expect(screen.getByRole('textbox', { name: 'First' })).toHaveFocus();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
  });

  it('ignores Escape and the backdrop while busy', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<ModalHarness busy onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-busy', 'true');
  });
});

describe('MessageDialog', () => {
  it('is 400px wide with one OK button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<MessageDialog title="Done" text="All good." onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Done' });
    expect(dialog).toHaveAccessibleDescription('All good.');
    expect(dialog).toHaveStyle({ width: '400px' });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

function PopoverHarness({ onClose }: { onClose: () => void }) {
  const anchor = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" ref={anchor}>
        Anchor
      </button>
      <Popover anchor={anchor} id="hint" onClose={onClose}>
        Hint text
      </Popover>
    </>
  );
}

describe('Popover', () => {
  it('is a polite status that closes on Escape and outside presses, not on its anchor', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<PopoverHarness onClose={onClose} />);
    expect(screen.getByRole('status')).toHaveTextContent('Hint text');
    expect(screen.getByRole('status')).toHaveAttribute('id', 'hint');
    await user.click(screen.getByRole('button', { name: 'Anchor' }));
    await user.click(screen.getByText('Hint text'));
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(document.body);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
