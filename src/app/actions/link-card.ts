import { defineAction } from '@/engine/forms/define-action';
import { cardQuery } from '@/lib/api/operations/get-card';
import { pairCardMutation } from '@/lib/api/operations/pair-card';
import { requestConfirmation } from '@/lib/confirm';
import { getSession } from '@/lib/session';
import { groupCardNumber, normaliseCardNumber } from '@/lib/rules/card-number';
import { runMutation, text } from './support/form-data';

export const definition = defineAction({
  name: 'link-card',
  description: "Pairs a printed card with the member's account; asks first when it would replace the member's card.",
  ends: ['/card', '/'],
  run: async (data, _context, { queryClient, t }) => {
    const cardNumber = normaliseCardNumber(text(data, 'card_number'));
    // The card the member holds now (signed out or a failed read asks nothing: the pairing answers).
    const current = getSession().token ? await queryClient.fetchQuery(cardQuery()).catch(() => null) : null;
    const held = current?.card_number ? normaliseCardNumber(current.card_number) : '';
    if (held && held !== cardNumber) {
      const confirmed = await requestConfirmation({
        title: t('card.replace.title'),
        text: t('card.replace.text', { current: groupCardNumber(held), next: groupCardNumber(cardNumber) }),
        confirmLabel: t('card.replace.confirm'),
        cancelLabel: t('common.cancel'),
      });
      if (!confirmed) return { cancelled: true };
    }
    await runMutation(queryClient, pairCardMutation(queryClient), { card_number: cardNumber });
    return { message: t('common.saved') };
  },
});
