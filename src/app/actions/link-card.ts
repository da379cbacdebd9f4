import { defineAction } from '@/engine/forms/define-action';
import { pairCardMutation } from '@/lib/api/operations/pair-card';
import { runMutation, text } from './support/form-data';

export const definition = defineAction({
  name: 'link-card',
  description: 'Pairs a printed card with the member\'s account.',
  ends: ['/card', '/'],
  run: async (data, _context, { queryClient, t }) => {
    await runMutation(queryClient, pairCardMutation(queryClient), { card_number: text(data, 'card_number') });
    return { message: t('common.saved') };
  },
});
