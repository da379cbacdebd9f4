import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ItemRendererProps } from '@/engine/blocks';
import { Heading, Link, Stack, Text } from '@/engine/theme';
import { isApiError } from '@/lib/api/errors';
import { formatDate } from '@/lib/format';
import { useConfirmPrivacyRequest } from '@/lib/api/operations/confirm-privacy-request';
import { clearSession, useSession } from '@/lib/session';
import { Spinner } from '@/components/dialogs';

/**
 * The e-mailed confirmation of a personal data or deletion request (screen component
 * `privacy-confirmation`, shown by a `switch` when the address has `?token=`): the token is confirmed
 * at once, once, and the outcome shown: confirmed (with the date it will be done by) or an expired or
 * invalid link. A confirmed deletion closes the account, so the session ends here (spec 4: the
 * member is logged out after the notice). It needs no sign-in: the token names the request.
 */
export function PrivacyConfirmation(_: ItemRendererProps) {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <TokenConfirmation token={token} /> : null;
}

function TokenConfirmation({ token }: { token: string }) {
  const { t } = useTranslation();
  const { logged } = useSession();
  const confirm = useConfirmPrivacyRequest();
  const started = useRef<string | null>(null);
  const { mutate } = confirm;

  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    mutate({ token }, { onSuccess: (request) => request.type === 'deletion' && clearSession() });
  }, [token, mutate]);

  if (confirm.isSuccess) {
    const request = confirm.data;
    const date = request.due_by ? formatDate(request.due_by) : '';
    const deletion = request.type === 'deletion';
    const text = date
      ? deletion ? t('privacy.confirmedDeletionBy', { date }) : t('privacy.confirmedDataBy', { date })
      : deletion ? t('privacy.confirmedDeletion') : t('privacy.confirmedData');
    return (
      <Stack gap={3} role="status">
        <Heading as="h2" fontSize={4}>
          {t('privacy.confirmedTitle')}
        </Heading>
        <Text>{text}</Text>
        <Link to="/">{logged ? t('verify.success.continue') : t('emailConfirmation.signIn')}</Link>
      </Stack>
    );
  }
  // No answer (offline, time-out): the link may still be good, so it is not called invalid.
  if (confirm.isError && isApiError(confirm.error) && (confirm.error.kind === 'network' || confirm.error.kind === 'timeout')) {
    return (
      <Stack gap={3}>
        <Text role="alert">{t('errors.network')}</Text>
        <Link to="/">{t('blocks.backHome')}</Link>
      </Stack>
    );
  }
  if (confirm.isError) {
    return (
      <Stack gap={3}>
        <Heading as="h2" fontSize={4} role="alert">
          {t('privacy.invalidLink')}
        </Heading>
        <Text>{t('privacy.invalidText')}</Text>
        <Link to="/">{t('blocks.backHome')}</Link>
      </Stack>
    );
  }
  return (
    <Text role="status" aria-busy="true">
      <Spinner /> {t('privacy.confirming')}
    </Text>
  );
}
