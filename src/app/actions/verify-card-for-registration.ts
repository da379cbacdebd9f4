import { defineAction } from '@/engine/forms/define-action';
import { cardVerification } from '@/app/journey-state';
import { verifyCardForRegistration } from '@/lib/api/operations/verify-card-for-registration';
import { text, type CardVerificationState } from './support/form-data';
import { withoutReports } from '@/lib/api/client';
import { normaliseCardNumber } from '@/lib/rules/card-number';

export const definition = defineAction({
  name: 'verify-card-for-registration',
  description: 'Checks a printed card number and its check value before registration.',
  ends: ['/register-after-verify'],
  run: async (data) => {
    const verification = await withoutReports(() =>
      verifyCardForRegistration({
        card_number: normaliseCardNumber(text(data, 'card_number')),
        check_value: text(data, 'check_value'),
      }),
    );
    cardVerification.set(verification as CardVerificationState);
  },
});
