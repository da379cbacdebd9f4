export { EmailVerification, LINK_EXPIRED } from './email-confirmation';
export { VerificationResend } from './verification-resend';
export { ResendButton, type ResendButtonProps } from './resend-button';
export { RESEND_COUNTDOWN_SECONDS, resendSeconds, useResendCountdown } from './use-resend-countdown';
