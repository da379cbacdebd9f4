export { Modal, OK_DIALOG_WIDTH, ACTIVATION_DIALOG_MAX_WIDTH, type ModalProps } from './modal';
export { MessageDialog, VerifyDialog, type MessageDialogProps } from './message-dialog';
export { Popover, type PopoverProps } from './popover';
export { Spinner } from './spinner';
export { useFocusTrap, type FocusTrapOptions } from './use-focus-trap';
export { focusableIn } from './focus';
export { ConfirmHost } from './confirm-host';
