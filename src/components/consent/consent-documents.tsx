import { useTranslation } from 'react-i18next';
import type { ItemRendererProps } from '@/engine/blocks';
import { Box, Link, Text } from '@/engine/theme';
import { useConsents } from '@/lib/api/operations/list-consents';

/**
 * The documents a registration asks the member to accept (screen component `consent-documents`):
 * each required REGISTRATION consent, by its title, opens its page (`/consent/{id}`) in a new tab,
 * so what the member typed in the form stays. Nothing while they load or when there are none.
 */
export function ConsentDocuments(_: ItemRendererProps) {
  const { t } = useTranslation();
  const consents = useConsents('REGISTRATION');
  const required = (consents.data ?? []).filter((consent) => consent.is_required);
  if (required.length === 0) return null;
  return (
    <Box mt={3} mb={3}>
      <Text mt={0} mb={2}>
        {t('consent.documents')}
      </Text>
      <Box as="ul" m={0} pl={4}>
        {required.map((consent) => (
          <li key={consent.id}>
            <Link href={`/consent/${encodeURIComponent(consent.id)}`} newTab aria-label={`${consent.title} ${t('common.opensInNewTab')}`}>
              {consent.title}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
