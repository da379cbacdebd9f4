import { defineAction } from '@/engine/forms/define-action';
import { requestPersonalData } from '@/lib/api/operations/request-personal-data';

export const definition = defineAction({
  name: 'requestPersonalData',
  description: 'Asks for a copy of the personal data.',
  run: async (_data, _context, { t }) => {
    await requestPersonalData();
    return { message: t('screens.dataRequest.done') };
  },
});
