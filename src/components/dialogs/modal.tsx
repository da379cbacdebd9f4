import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Heading } from '@/engine/theme';
import { useFocusTrap } from './use-focus-trap';

/** Spec 9: OK dialogs are 400px wide, the coupon activation at most 300px. */
export const OK_DIALOG_WIDTH = 400;
export const ACTIVATION_DIALOG_MAX_WIDTH = 300;

export interface ModalProps {
  /** Accessible name and visible heading of the dialog. */
  title: ReactNode;
  /** Called on Escape, on a click on the backdrop and by the dialog's own buttons. */
  onClose: () => void;
  children: ReactNode;
  /** Width in px; the dialog never exceeds the viewport minus a margin. */
  width?: number;
  /** Fixed width (OK dialogs) or only a maximum (activation). */
  widthMode?: 'fixed' | 'max';
  /** Element to focus first; defaults to the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** id of the element that describes the dialog (aria-describedby). */
  describedBy?: string;
  /** While true, Escape and the backdrop do nothing (an action is in flight). */
  busy?: boolean;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgba(0, 0, 0, 0.5);
`;

const Panel = styled.div<{ $width: number; $mode: 'fixed' | 'max' }>`
  box-sizing: border-box;
  width: ${({ $width, $mode }) => ($mode === 'fixed' ? `${$width}px` : 'auto')};
  max-width: min(${({ $width }) => $width}px, 100%);
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.black};
  font-family: ${({ theme }) => theme.fonts.body};
  box-shadow: 0 8px 32px rgba(0, 0, 0, 0.25);
  &:focus {
    outline: none;
  }
`;

/**
 * Accessible modal dialog in a portal: role=dialog, aria-modal, labelled by its title, focus
 * trapped inside, Escape and the backdrop close it, focus returns to the trigger on close.
 * Render it only while open (`{open && <Modal ...>}`).
 */
export function Modal({ title, onClose, children, width = OK_DIALOG_WIDTH, widthMode = 'fixed', initialFocus, describedBy, busy = false }: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  useFocusTrap(panel, { initialFocus, onEscape: close });

  return createPortal(
    <Backdrop
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        // Keep focus where it is: the trap restores it to the trigger when the click closes.
        if (event.target === event.currentTarget) event.preventDefault();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <Panel
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        aria-busy={busy || undefined}
        tabIndex={-1}
        $width={width}
        $mode={widthMode}
      >
        <Heading as="h2" id={titleId} fontSize={4} mb={3}>
          {title}
        </Heading>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
