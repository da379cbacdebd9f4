// The registration body both registration actions send: consents, card choice or the verified card,
// operator-added fields in params_v2.
import { cardVerification } from '@/app/journey-state';
import type { FormData } from '@/engine/forms/types';
import { listConsents } from '@/lib/api/operations/list-consents';
import type { RegistrationRequest } from '@/lib/api/operations/register';
import { paramsFromForm } from '@/lib/api/params-v2';
import { REGISTRATION_FIELDS, text, withOptional } from './form-data';

export async function registrationBody(data: FormData): Promise<RegistrationRequest> {
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

