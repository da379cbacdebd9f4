import { useTranslation } from 'react-i18next';
import { FEATURE_UNAVAILABLE_KEY, isFeatureUnavailable } from '@/lib/api/assumed-reads';
import { isApiError } from '@/lib/api/errors';
import { Button, Link } from '@/engine/theme';
import { Note } from './ui';

/** A read that answered 404: the thing does not exist (retrying cannot help). */
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** The not-found state of a detail: what happened, in the channel's language, and a way back home. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <Note role="status" $tone="info">
      <p>{t('blocks.notFound')}</p>
      <Link to="/">{t('blocks.backHome')}</Link>
    </Note>
  );
}

/** A read the channel's backend lacks (one of ours, docs/contract.md): said once, in the channel's language; retrying cannot help. */
export function FeatureUnavailable() {
  const { t } = useTranslation();
  return (
    <Note role="status" $tone="info">
      <p>{t(FEATURE_UNAVAILABLE_KEY)}</p>
    </Note>
  );
}

/**
 * A failed load: a read the backend lacks says so; a 404 shows the not-found state (no retry, no
 * toast: the client does not report a 404 read); anything else keeps the block in place with a
 * retry button.
 */
export function QueryError({ onRetry, busy = false, error }: { onRetry: () => void; busy?: boolean; error?: unknown }) {
  const { t } = useTranslation();
  if (isFeatureUnavailable(error)) return <FeatureUnavailable />;
  if (isNotFound(error)) return <NotFound />;
  return (
    <Note role="alert" $tone="error">
      <p>{t('blocks.loadError')}</p>
      <Button variant="secondary" onClick={onRetry} disabled={busy} aria-busy={busy}>
        {t('common.retry')}
      </Button>
    </Note>
  );
}
