import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Heading, Link, Stack, Text } from '@/engine/theme';
import type { ItemRendererProps } from '@/engine/blocks';
import { isApiError } from '@/lib/api/errors';
import { useVerifyEmail } from '@/lib/api/operations/verify-email';
import { useSession } from '@/lib/session';
import { Spinner } from '@/components/dialogs';
import { VerificationResend } from './verification-resend';

/** The server's code for an expired link (openapi: `user/email-verify`). */
export const LINK_EXPIRED = 'LINK_EXPIRED';

function isExpired(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const body = error.body as { code?: unknown } | null | undefined;
  return body?.code === LINK_EXPIRED;
}

const noProps: Record<string, unknown> = {};

/**
 * The e-mailed link's check (item renderer `email-verification`, a part of the `email-confirmation`
 * screen's `switch`): `?token=...` is verified at once, once; the mutation's three outcomes (busy,
 * verified, expired or invalid with the resend button) are its own state, so they stay one part.
 */
export function EmailVerification(_: ItemRendererProps) {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <TokenVerification token={token} /> : null;
}

function TokenVerification({ token }: { token: string }) {
  const { t } = useTranslation();
  const { logged } = useSession();
  const verify = useVerifyEmail();
  const started = useRef<string | null>(null);
  const { mutate } = verify;

  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    mutate({ token });
  }, [token, mutate]);

  if (verify.isSuccess) {
    return (
      <Stack gap={3} role="status">
        <Heading as="h2" fontSize={4}>
          {t('verify.success.title')}
        </Heading>
        <Text>{t('verify.success.text')}</Text>
        <Link to="/">{logged ? t('verify.success.continue') : t('emailConfirmation.signIn')}</Link>
      </Stack>
    );
  }
  if (verify.isError) {
    return (
      <Stack gap={3}>
        <Heading as="h2" fontSize={4} role="alert">
          {isExpired(verify.error) ? t('errors.verificationExpired') : t('emailConfirmation.invalidLink')}
        </Heading>
        <Text>{t('verify.expired.text')}</Text>
        <VerificationResend props={noProps} />
      </Stack>
    );
  }
  return (
    <Text role="status" aria-busy="true">
      <Spinner /> {t('emailConfirmation.verifying')}
    </Text>
  );
}
