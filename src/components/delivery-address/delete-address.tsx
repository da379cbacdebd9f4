import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { ItemRendererProps } from '@/engine/blocks';
import { Box, Button, Flex, Text } from '@/engine/theme';
import { useDeleteDeliveryAddress } from '@/lib/api/operations/delete-delivery-address';
import { Modal, Spinner } from '@/components/dialogs';

/** Where the member goes once the address is gone (the list, refreshed by the delete). */
export const AFTER_DELETE_PATH = '/delivery-addresses';

/**
 * Delete on the edit screen of a delivery address (screen component `delivery-address-delete`):
 * a confirmation dialog, then the delete call; the address list is invalidated and shown. On the
 * "new address" screen (no route id) nothing is shown. A failure keeps the dialog (the client shows
 * the server's message as a toast).
 */
export function DeleteAddress(_: ItemRendererProps) {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const remove = useDeleteDeliveryAddress();
  const [confirming, setConfirming] = useState(false);
  if (!id) return null;
  const busy = remove.isPending;
  const confirm = async () => {
    if (busy) return;
    try {
      await remove.mutateAsync(id);
    } catch {
      return;
    }
    setConfirming(false);
    void navigate(AFTER_DELETE_PATH);
  };
  return (
    <Box mt={4}>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('screens.deliveryAddress.delete')}
      </Button>
      {confirming && (
        <Modal title={t('screens.deliveryAddress.deleteTitle')} onClose={() => !busy && setConfirming(false)} busy={busy}>
          <Text mb={4}>{t('screens.deliveryAddress.deleteText')}</Text>
          <Flex justifyContent="flex-end" flexWrap="wrap" style={{ gap: 8 }}>
            <Button variant="secondary" onClick={() => !busy && setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button variant="confirm" onClick={() => void confirm()} aria-disabled={busy || undefined} aria-busy={busy || undefined}>
              {busy && <Spinner />}
              {t('screens.deliveryAddress.delete')}
            </Button>
          </Flex>
        </Modal>
      )}
    </Box>
  );
}
