import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const definition = defineItemRenderer({
  name: 'account-access',
  description: 'Account access: personal data request and account deletion.',
  load: () => import('@/components/account-access').then((m) => m.AccountAccess),
});
