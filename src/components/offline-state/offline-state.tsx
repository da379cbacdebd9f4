import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Heading, Stack, Text } from '@/engine/theme';

/**
 * What a member page shows with no network instead of a browser error: what happened and a retry
 * (a reload, which the service worker answers from the shell; the page comes back once online).
 */
export function OfflineState({ onRetry = () => window.location.reload() }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Stack as="section" gap={3} aria-labelledby={titleId} data-testid="offline-state">
      <Heading as="h2" id={titleId} fontSize={4}>
        {t('offline.title')}
      </Heading>
      <Text role="status">{t('offline.text')}</Text>
      <div>
        <Button variant="primary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </div>
    </Stack>
  );
}
