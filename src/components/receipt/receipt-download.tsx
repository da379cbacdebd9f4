import { useTranslation } from 'react-i18next';
import { useItemScope, type ItemRendererProps } from '@/engine/blocks';
import { Button } from '@/engine/theme';
import type { components } from '@/generated/api';
import { useDownloadReceipt } from '@/lib/api/operations/download-receipt';
import { Spinner } from '@/components/dialogs';
import { receiptFileName, saveBlob } from './save-blob';

type ReceiptSummary = components['schemas']['ReceiptSummary'];

/**
 * `receipt-download`, a part of the receipts list's item template: fetches the bill's file with the
 * member's bearer header (so no plain link to `file_url`) and saves it as `receipt-<uid>.pdf`.
 */
export function ReceiptDownload({ item: receipt }: ItemRendererProps<ReceiptSummary>) {
  const { t } = useTranslation();
  const titleId = useItemScope()?.titleId;
  const download = useDownloadReceipt();
  if (!receipt) return null;
  const save = () => {
    if (download.isPending) return;
    download.mutate(receipt.id, { onSuccess: (blob) => saveBlob(blob, receiptFileName(receipt.uid, blob)) });
  };
  return (
    <div>
      <Button variant="secondary" onClick={save} aria-disabled={download.isPending || undefined} aria-busy={download.isPending || undefined} aria-describedby={titleId || undefined}>
        {download.isPending && <Spinner />}
        {t('history.bill.download')}
      </Button>
    </div>
  );
}
