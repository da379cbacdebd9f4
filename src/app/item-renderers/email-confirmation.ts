import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const description = 'Confirms the e-mail address from the link\'s token.';

export const definition = defineItemRenderer({
  name: 'email-confirmation',
  load: () => import('@/components/email-confirmation').then((m) => m.EmailConfirmation),
});
