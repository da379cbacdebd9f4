import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Text } from '@/engine/theme';
import { Modal, OK_DIALOG_WIDTH } from './modal';

export interface MessageDialogProps {
  title: ReactNode;
  text: ReactNode;
  onClose: () => void;
  /** Label of the single button; defaults to the `common.ok` text. */
  okLabel?: string;
}

/** A 400px dialog with a title, a message and one OK button that closes it. */
export function MessageDialog({ title, text, onClose, okLabel }: MessageDialogProps) {
  const { t } = useTranslation();
  const textId = useId();
  const ok = useRef<HTMLButtonElement>(null);
  return (
    <Modal title={title} onClose={onClose} width={OK_DIALOG_WIDTH} describedBy={textId} initialFocus={ok}>
      <Text id={textId} mb={4}>
        {text}
      </Text>
      <Flex justifyContent="flex-end">
        <Button ref={ok} variant="confirm" onClick={onClose}>
          {okLabel ?? t('common.ok')}
        </Button>
      </Flex>
    </Modal>
  );
}

/** Spec 4: an unverified member who tries a coupon (or reward) action sees this dialog. */
export function VerifyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return <MessageDialog title={t('verify.modal.title')} text={t('verify.modal.text')} onClose={onClose} />;
}
