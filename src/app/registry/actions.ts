import { MutationObserver, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import type { FormAction, FormActionResult, FormData } from '@/engine/forms/types';
import { createDeliveryAddressMutation } from '@/lib/api/operations/create-delivery-address';
import { listConsents } from '@/lib/api/operations/list-consents';
import { paramsFromForm } from '@/lib/api/params-v2';
import { loginMutation } from '@/lib/api/operations/login';
import { pairCardMutation } from '@/lib/api/operations/pair-card';
import { redeemPromoCodeMutation } from '@/lib/api/operations/redeem-promo-code';
import { register, type RegistrationRequest } from '@/lib/api/operations/register';
import { requestAccountDeletion } from '@/lib/api/operations/request-account-deletion';
import { requestPasswordReset } from '@/lib/api/operations/request-password-reset';
import { requestPersonalData } from '@/lib/api/operations/request-personal-data';
import { requestPhysicalCardMutation } from '@/lib/api/operations/request-physical-card';
import { requestSmsCode } from '@/lib/api/operations/request-sms-code';
import { resetPassword } from '@/lib/api/operations/reset-password';
import { updateDeliveryAddressMutation } from '@/lib/api/operations/update-delivery-address';
import { updateProfileMutation, type ProfileUpdate } from '@/lib/api/operations/update-profile';
import { uploadInvoiceMutation } from '@/lib/api/operations/upload-invoice';
import { verifyCardForRegistration } from '@/lib/api/operations/verify-card-for-registration';
import { verifyEmailMutation } from '@/lib/api/operations/verify-email';
import { verifySmsCodeMutation } from '@/lib/api/operations/verify-sms-code';
import { dataUrlToFile } from '@/lib/rules/upload';
import { clearSession } from '@/lib/session';
import { cardVerification, smsPhone, takeReturnPath } from '../journey-state';

type Translate = (key: string) => string;

/** Runs a mutation through the query client, so its invalidations happen as with useMutation. */
function run<TData, TVariables>(queryClient: QueryClient, options: MutationOptions<TData, Error, TVariables>, variables: TVariables) {
  return new MutationObserver<TData, Error, TVariables>(queryClient, options).mutate(variables);
}

const text = (data: FormData, field: string) => (typeof data[field] === 'string' ? (data[field] as string).trim() : '');
const pick = <K extends string>(data: FormData, fields: readonly K[]) =>
  Object.fromEntries(fields.filter((f) => data[f] !== undefined && data[f] !== '').map((f) => [f, data[f]])) as Record<K, string>;

const withOptional = <K extends string, V>(key: K, value: V | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, V>));

const ADDRESS_FIELDS = ['name', 'street', 'city', 'postal_code', 'country'] as const;
const PROFILE_FIELDS = ['first_name', 'surname', 'email', 'phone', 'phone_secondary', 'sex'] as const;
/** Registration fields the body carries itself (or that are form-only: repeat, consents); any other goes to params_v2. */
const REGISTRATION_FIELDS = [
  'first_name', 'surname', 'email', 'phone', 'password', 'password_repeat', 'card_choice', 'card_number', 'check_value',
  'consent_personal_data', 'consent_terms',
] as const;

async function registrationBody(data: FormData): Promise<RegistrationRequest> {
  const required = (await listConsents('REGISTRATION')).filter((consent) => consent.is_required);
  const agreed = data.consent_personal_data === true && data.consent_terms === true;
  const verified = cardVerification.get();
  return {
    first_name: text(data, 'first_name'),
    surname: text(data, 'surname'),
    email: text(data, 'email'),
    ...(text(data, 'phone') ? { phone: text(data, 'phone') } : {}),
    password: String(data.password ?? ''),
    card_choice: verified ? 'has_card' : ((data.card_choice as RegistrationRequest['card_choice']) ?? 'later'),
    ...(verified ? { verification_token: verified.verification_token } : {}),
    ...(!verified && text(data, 'card_number') ? { card_number: text(data, 'card_number') } : {}),
    consents: agreed ? required.map((consent) => ({ id: consent.id, version_id: consent.version_id })) : [],
    ...withOptional('params_v2', paramsFromForm(data, REGISTRATION_FIELDS)),
  };
}

/** The submit handlers screens name (`form` blocks' `action`). */
export function createActions(queryClient: QueryClient, t: Translate): Record<string, FormAction> {
  const done = (result: FormActionResult): FormActionResult => result;
  return {
    login: async (data) => {
      await run(queryClient, loginMutation(queryClient), { email: text(data, 'email'), password: String(data.password ?? '') });
      return done({ redirectTo: takeReturnPath() });
    },
    requestSmsCode: async (data) => {
      const phone = text(data, 'phone');
      await requestSmsCode({ phone });
      smsPhone.set(phone);
      return done({ redirectTo: '/otp-verify' });
    },
    verifySmsCode: async (data) => {
      const phone = smsPhone.get();
      if (!phone) return done({ redirectTo: '/' });
      await run(queryClient, verifySmsCodeMutation(queryClient), { phone, code: text(data, 'code') });
      smsPhone.set(null);
      return done({ redirectTo: takeReturnPath() });
    },
    verifyCardForRegistration: async (data) => {
      const verification = await verifyCardForRegistration({
        card_number: text(data, 'card_number'),
        check_value: text(data, 'check_value'),
      });
      cardVerification.set(verification as CardVerificationState);
      return done({ redirectTo: '/register-after-verify' });
    },
    register: async (data) => {
      await register(await registrationBody(data));
      cardVerification.set(null);
      return done({ redirectTo: '/register-confirm', reset: true });
    },
    registerAfterVerify: async (data) => {
      await register(await registrationBody(data));
      cardVerification.set(null);
      return done({ redirectTo: '/register-confirm', reset: true });
    },
    requestPasswordReset: async (data) => {
      await requestPasswordReset({ email: text(data, 'email') });
      return done({ message: t('screens.forgot.sent') });
    },
    resetPassword: async (data, context) => {
      const token = String(context.params.token ?? new URLSearchParams(window.location.search).get('token') ?? '');
      await resetPassword({ token, password: String(data.password ?? '') });
      return done({ redirectTo: '/pass-login', message: t('screens.passwordReset.done'), reset: true });
    },
    updateProfile: async (data) => {
      const params = paramsFromForm(data, PROFILE_FIELDS);
      await run(queryClient, updateProfileMutation(queryClient), { ...pick(data, PROFILE_FIELDS), ...withOptional('params_v2', params) } as ProfileUpdate);
      return done({ message: t('common.saved'), redirectTo: '/profile' });
    },
    saveDeliveryAddress: async (data, context) => {
      const address = pick(data, ADDRESS_FIELDS);
      const id = typeof context.params.id === 'string' ? context.params.id : null;
      if (id) await run(queryClient, updateDeliveryAddressMutation(queryClient), { id, address });
      else await run(queryClient, createDeliveryAddressMutation(queryClient), address);
      return done({ message: t('common.saved'), redirectTo: '/delivery-addresses' });
    },
    requestPhysicalCard: async (data) => {
      const address = await run(queryClient, createDeliveryAddressMutation(queryClient), pick(data, ADDRESS_FIELDS));
      await run(queryClient, requestPhysicalCardMutation(queryClient), { delivery_address_id: address.id });
      return done({ message: t('screens.cardRequest.done'), redirectTo: '/card' });
    },
    linkCard: async (data) => {
      await run(queryClient, pairCardMutation(queryClient), { card_number: text(data, 'card_number') });
      return done({ message: t('common.saved'), redirectTo: '/card' });
    },
    redeemPromoCode: async (data) => {
      await run(queryClient, redeemPromoCodeMutation(queryClient), { code: text(data, 'code') });
      return done({ message: t('screens.promoCode.done'), reset: true });
    },
    uploadInvoice: async (data) => {
      // The form keeps the picked file as a data URL (checked by the form's file rules); the contract
      // sends it as a multipart file part.
      const file = typeof data.file === 'string' ? dataUrlToFile(data.file) : undefined;
      if (!file) throw new Error(t('errors.uploadType'));
      await run(queryClient, uploadInvoiceMutation(queryClient), { file });
      return done({ message: t('screens.invoices.uploaded'), reset: true });
    },
    verifyEmailCode: async (data) => {
      await run(queryClient, verifyEmailMutation(queryClient), { code: text(data, 'code') });
      return done({ redirectTo: '/', message: t('screens.emailConfirmation.done') });
    },
    requestPersonalData: async () => {
      await requestPersonalData();
      return done({ message: t('screens.dataRequest.done') });
    },
    requestDeletion: async () => {
      await requestAccountDeletion({});
      clearSession();
      return done({ redirectTo: '/goodbye' });
    },
  };
}

type CardVerificationState = Parameters<typeof cardVerification.set>[0] & object;
