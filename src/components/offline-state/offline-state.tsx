import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Note } from '@/engine/blocks';
import { useSection } from '@/engine/config';
import { Button, Heading, Stack, Text } from '@/engine/theme';
import { useFormat } from '@/lib/format';
import { keptStill, useLastSynced } from '@/lib/offline/kept-window';

/** "Last synced <date> at <time>" in the channel's language: when the member's data shown offline was last synced. */
export function LastSyncedNote({ at, testId = 'last-synced' }: { at: number; testId?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Note role="status" data-testid={testId}>
      {t('offline.lastSynced', { date: format.date(at), time: format.time(at) })}
    </Note>
  );
}

/**
 * Whether a kept screen synced at `syncedAt` may still show offline when read at `readAt` (its
 * query's `dataUpdatedAt`): within the channel's kept window (SETTINGS.offline_kept_hours,
 * docs/offline.md).
 */
export function useKeptStill(syncedAt: number | null | undefined, readAt: number): boolean {
  const hours = useSection('SETTINGS').offline_kept_hours;
  return keptStill(syncedAt, hours, readAt);
}

/**
 * What a member page shows with no network instead of a browser error: what happened, when the
 * member's data was last synced (when known in this session), and a retry (a reload, which the
 * service worker answers from the shell; the page comes back once online).
 */
export function OfflineState({ onRetry = () => window.location.reload() }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const synced = useLastSynced();
  return (
    <Stack as="section" gap={3} aria-labelledby={titleId} data-testid="offline-state">
      <Heading as="h2" id={titleId} fontSize={4}>
        {t('offline.title')}
      </Heading>
      <Text role="status">{t('offline.text')}</Text>
      {synced !== null && <LastSyncedNote at={synced} />}
      <div>
        <Button variant="primary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </div>
    </Stack>
  );
}
