import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { BlockRendererProps } from '@/engine/blocks';
import { useLinkAvailability } from '@/engine/routes';
import { Button, Flex, Link } from '@/engine/theme';
import type { LinksProps } from '@/generated/block-props';
import { configLink } from '@/lib/sanitize/link';

type Props = LinksProps;

/** Text links in a row are pointer targets too: at least 24px high (WCAG 2.2 target size). */
const targetSize = { display: 'inline-flex', alignItems: 'center', minHeight: 24 } as const;

/**
 * A row of in-app links or link-styled buttons; `external` items open in a new tab. Every target goes
 * through the one link rule (`configLink`): an item it refuses is not shown (validation reports it).
 */
function LinksBlock({ block }: BlockRendererProps<Props>) {
  const { t } = useTranslation();
  const available = useLinkAvailability();
  const { items: all = [], variant = 'links' } = block.props ?? { items: [] };
  // In-app links only where their route is open under the current settings and session.
  const items = all.flatMap((item) => {
    const link = configLink(item.to, item.external === true);
    return link && (link.newTab || available(link.href)) ? [{ ...link, label: item.label }] : [];
  });
  if (items.length === 0) return null;
  return (
    <Flex as="ul" flexWrap="wrap" alignItems="center" m={0} mb={3} p={0} style={{ gap: 12, listStyle: 'none' }}>
      {items.map((item) => (
        <li key={`${item.href}-${item.label}`}>
          {variant === 'buttons' ? (
            item.newTab ? (
              <Button as="a" variant="secondary" href={item.href} target="_blank" rel="noopener noreferrer">
                {t(item.label)}
              </Button>
            ) : (
              <Button as={RouterLink} variant="secondary" to={item.href}>
                {t(item.label)}
              </Button>
            )
          ) : item.newTab ? (
            <Link href={item.href} newTab style={targetSize}>
              {t(item.label)}
            </Link>
          ) : (
            <Link to={item.href} style={targetSize}>
              {t(item.label)}
            </Link>
          )}
        </li>
      ))}
    </Flex>
  );
}

export const renderer = LinksBlock;
