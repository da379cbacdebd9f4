export { SmsResend, SMS_PHONE_KEY } from './sms-resend';
export { SmsSent } from './sms-sent';
