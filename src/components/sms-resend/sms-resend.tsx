import { useTranslation } from 'react-i18next';
import type { ItemRendererProps } from '@/engine/blocks';
import { useRequestSmsCode } from '@/lib/api/operations/request-sms-code';
import { ResendButton } from '@/components/email-confirmation/resend-button';
import { useResendFallback } from '@/components/email-confirmation/use-resend-countdown';

/** Where the app keeps the phone the member asked a sign-in code for (sessionStorage). */
export const SMS_PHONE_KEY = 'portal.sms-phone';

export function storedSmsPhone(): string | null {
  try {
    return sessionStorage.getItem(SMS_PHONE_KEY);
  } catch {
    return null;
  }
}

/**
 * 'Resend code' on /otp-verify (screen component `sms-resend`): the code was sent just before the
 * member arrived, so the countdown runs from the start; then it asks again for the stored phone.
 * Without a stored phone (a reload in another tab) nothing can be resent and nothing is shown.
 */
export function SmsResend(_: ItemRendererProps) {
  const { t } = useTranslation();
  const request = useRequestSmsCode();
  const countdownSeconds = useResendFallback();
  const phone = storedSmsPhone();
  if (!phone) return null;
  return (
    <ResendButton
      label={t('sms.resend')}
      waitText={(count) => t('sms.resendIn', { count })}
      sentText={t('sms.sent')}
      initialSeconds={countdownSeconds}
      onSend={() => request.mutateAsync({ phone: storedSmsPhone() ?? phone })}
    />
  );
}
