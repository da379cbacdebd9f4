import { defineAction } from '@/engine/forms/define-action';
import { requestPersonalData } from '@/lib/api/operations/request-personal-data';
import { withoutReports } from '@/lib/api/client';

export const definition = defineAction({
  name: 'request-personal-data',
  description: 'Asks for a copy of the personal data.',
  run: async (_data, _context, { t }) => {
    await withoutReports(() => requestPersonalData());
    return { message: t('screens.dataRequest.done') };
  },
});
