import { defineItemRenderer } from '@/engine/blocks/define-extensions';

export const description = 'Account access: personal data request and account deletion.';

export const definition = defineItemRenderer({
  name: 'account-access',
  load: () => import('@/components/account-access').then((m) => m.AccountAccess),
});
