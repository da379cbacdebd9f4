import { queryOptions } from '@tanstack/react-query';
import { defineDataSource } from '@/engine/blocks/define-extensions';
import { smsPhone } from '@/app/journey-state';

export const definition = defineDataSource({
  name: 'pending-sms-phone',
  description: 'The phone a sign-in code was last asked for in this tab (pre-fills the phone entry when the member corrects it).',
  kind: 'single',
  // Read from this tab's storage at each visit: never cached, never sent anywhere.
  query: () => queryOptions({ queryKey: ['journey', 'sms-phone'], queryFn: () => ({ phone: smsPhone.get() ?? '' }), staleTime: 0, gcTime: 0 }),
});
