import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack } from '@/engine/theme';
import type { ItemRendererProps } from '@/engine/blocks';
import { useResendVerificationEmail } from '@/lib/api/operations/resend-verification-email';
import { useSession } from '@/lib/session';
import { TextField } from '@/components/account-access/text-field';
import { ResendButton } from './resend-button';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The verification e-mail's resend button alone (screen component `verification-resend`, e.g. on
 * the expired-link page). Signed in, the server knows the address; signed out, the member types it.
 * Optional screen prop `initialSeconds` starts with a running countdown.
 */
export function VerificationResend({ props }: ItemRendererProps) {
  const { t } = useTranslation();
  const { logged } = useSession();
  const resend = useResendVerificationEmail();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const initialSeconds = typeof props.initialSeconds === 'number' ? props.initialSeconds : 0;

  const canSend = () => {
    if (logged) return true;
    const valid = EMAIL.test(email.trim());
    setError(valid ? null : t('emailConfirmation.emailInvalid'));
    return valid;
  };

  return (
    <Stack gap={3}>
      {!logged && (
        <TextField
          label={t('forms.fields.email')}
          type="email"
          autoComplete="email"
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
        />
      )}
      <ResendButton
        label={t('verify.expired.resend')}
        waitText={(count) => t('verify.expired.resendIn', { count })}
        sentText={t('verify.expired.sent')}
        initialSeconds={initialSeconds}
        canSend={canSend}
        onSend={() => resend.mutateAsync(logged ? {} : { email: email.trim() })}
      />
    </Stack>
  );
}
