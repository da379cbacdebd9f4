import { useTranslation } from 'react-i18next';
import { Button } from '@/engine/theme';
import { Note } from './ui';

/** A failed load with a retry button (the block stays in place). */
export function QueryError({ onRetry, busy = false }: { onRetry: () => void; busy?: boolean }) {
  const { t } = useTranslation();
  return (
    <Note role="alert" $tone="error">
      <p>{t('blocks.loadError')}</p>
      <Button variant="secondary" onClick={onRetry} disabled={busy} aria-busy={busy}>
        {t('common.retry')}
      </Button>
    </Note>
  );
}
