import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { ItemRendererProps } from '@/engine/blocks';
import { Link, Text } from '@/engine/theme';
import { storedSmsPhone } from './sms-resend';

/** Where the phone is entered: the sign-in by SMS (`/` when the channel has it on). */
export const PHONE_ENTRY_PATH = '/';

/**
 * The head of /otp-verify (screen component `sms-sent`): to which number the code went and a way
 * to correct it (back to the phone entry, which the stored number pre-fills). Opened without a
 * pending request (typed in, another tab) no code was sent: the member goes to the phone entry.
 */
export function SmsSent(_: ItemRendererProps) {
  const { t } = useTranslation();
  const phone = storedSmsPhone();
  if (!phone) return <Navigate to={PHONE_ENTRY_PATH} replace />;
  return (
    <>
      <Text mt={0} mb={2}>
        {t('sms.sentTo', { phone })}
      </Text>
      <Text mt={0} mb={3}>
        <Link to={PHONE_ENTRY_PATH}>{t('sms.changeNumber')}</Link>
      </Text>
    </>
  );
}
