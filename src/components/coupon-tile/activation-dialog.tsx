import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSection } from '@/engine/config';
import { Box, Button, Flex, Text } from '@/engine/theme';
import { useActivateCoupon } from '@/lib/api/operations/activate-coupon';
import type { Coupon } from '@/lib/rules/coupon';
import { ACTIVATION_DIALOG_MAX_WIDTH, Modal, Spinner } from '@/components/dialogs';

export interface ActivationDialogProps {
  coupon: Coupon;
  /** Called once the coupon is activated, before the dialog closes. */
  onActivated?: () => void;
  onClose: () => void;
  /** Where to go once activated: `/coupons` by default (spec 4); null stays (the till screen). */
  afterActivation?: string | null;
}

/** Where the member goes after activating (spec 4 and 7). */
export const AFTER_ACTIVATION_PATH = '/coupons';

/**
 * Activation confirmation (at most 300px): says the coupon must be used within its activation
 * minutes (the coupon's `activation_minutes`, else the channel's SETTINGS.coupon_activation_minutes).
 * Confirm shows a spinner and activates (`activate-coupon`, which refreshes the coupon data); success
 * closes and goes to /coupons; a failure only stops the spinner (spec 8: the client shows the API's
 * message, the dialog none of its own). Later closes.
 */
export function ActivationDialog({ coupon, onActivated, onClose, afterActivation = AFTER_ACTIVATION_PATH }: ActivationDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutateAsync: activate } = useActivateCoupon();
  const [busy, setBusy] = useState(false);
  const textId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const fallbackMinutes = useSection('SETTINGS').coupon_activation_minutes;
  const minutes = coupon.activation_minutes ?? fallbackMinutes;

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await activate(coupon.id);
    } catch {
      setBusy(false);
      return;
    }
    onActivated?.();
    onClose();
    if (afterActivation !== null) void navigate(afterActivation);
  };

  return (
    <Modal
      title={t('coupon.activate.title')}
      onClose={onClose}
      width={ACTIVATION_DIALOG_MAX_WIDTH}
      widthMode="max"
      describedBy={textId}
      initialFocus={confirmRef}
      busy={busy}
    >
      <Box id={textId} mb={4}>
        <Text fontWeight="bold">{coupon.name}</Text>
        <Text mt={2}>{t('coupon.activate.text', { time: minutes, count: minutes })}</Text>
      </Box>
      <Flex justifyContent="flex-end" flexWrap="wrap" style={{ gap: 8 }}>
        <Button variant="secondary" onClick={() => !busy && onClose()} aria-disabled={busy || undefined}>
          {t('coupon.later')}
        </Button>
        <Button ref={confirmRef} variant="confirm" onClick={() => void confirm()} aria-disabled={busy || undefined} aria-busy={busy || undefined}>
          {busy && <Spinner />}
          {t('coupon.confirm')}
        </Button>
      </Flex>
    </Modal>
  );
}
