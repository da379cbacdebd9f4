import { defineDataSource } from '@/engine/blocks/define-extensions';
import { currentConsentTextQuery } from '@/lib/api/operations/get-current-consent-text';
import { id } from './support/params';

export const definition = defineDataSource({
  name: 'consent-text',
  description: "The current version of a consent's text by the route id (title, HTML sanitised when shown, version id).",
  kind: 'single',
  query: (params) => currentConsentTextQuery(id(params)),
});
