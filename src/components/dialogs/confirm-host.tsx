import { useEffect, useId, useRef, useState } from 'react';
import { Button, Flex, Text } from '@/engine/theme';
import { onConfirmationRequest } from '@/lib/confirm';
import { Modal, OK_DIALOG_WIDTH } from './modal';

type Open = Parameters<Parameters<typeof onConfirmationRequest>[0]>[0];

/**
 * Shows the question `requestConfirmation` asks (`@/lib/confirm`) as a modal dialog: focus starts
 * on Cancel (the safe answer), is trapped inside and returns to what had it; Escape and the
 * backdrop answer no.
 */
export function ConfirmHost() {
  const [open, setOpen] = useState<Open>(null);
  const textId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => onConfirmationRequest(setOpen), []);
  if (!open) return null;
  return (
    <Modal title={open.title} onClose={() => open.answer(false)} width={OK_DIALOG_WIDTH} describedBy={textId} initialFocus={cancel}>
      <Text id={textId} mb={4}>
        {open.text}
      </Text>
      <Flex justifyContent="flex-end" flexWrap="wrap" style={{ gap: 8 }}>
        <Button ref={cancel} variant="secondary" onClick={() => open.answer(false)}>
          {open.cancelLabel}
        </Button>
        <Button variant="confirm" onClick={() => open.answer(true)}>
          {open.confirmLabel}
        </Button>
      </Flex>
    </Modal>
  );
}
