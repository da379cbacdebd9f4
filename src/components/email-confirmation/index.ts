export { EmailVerification, LINK_EXPIRED } from './email-confirmation';
export { VerificationResend } from './verification-resend';
export { ResendButton, type ResendButtonProps } from './resend-button';
export { resendSeconds, useResendCountdown, useResendFallback } from './use-resend-countdown';
