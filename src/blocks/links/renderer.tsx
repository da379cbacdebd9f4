import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { BlockRendererProps } from '@/engine/blocks';
import { useLinkAvailability } from '@/engine/routes';
import { Button, Flex, Link } from '@/engine/theme';
import type { LinksProps } from '@/generated/block-props';

type Props = LinksProps;

/** Text links in a row are pointer targets too: at least 24px high (WCAG 2.2 target size). */
const targetSize = { display: 'inline-flex', alignItems: 'center', minHeight: 24 } as const;

/** A row of in-app links or link-styled buttons; `external` items open in a new tab. */
function LinksBlock({ block }: BlockRendererProps<Props>) {
  const { t } = useTranslation();
  const available = useLinkAvailability();
  const { items: all = [], variant = 'links' } = block.props ?? { items: [] };
  // In-app links only where their route is open under the current settings and session.
  const items = all.filter((item) => item.external || available(item.to));
  if (items.length === 0) return null;
  return (
    <Flex as="ul" flexWrap="wrap" alignItems="center" m={0} mb={3} p={0} style={{ gap: 12, listStyle: 'none' }}>
      {items.map((item) => (
        <li key={`${item.to}-${item.label}`}>
          {variant === 'buttons' ? (
            item.external ? (
              <Button as="a" variant="secondary" href={item.to} target="_blank" rel="noopener noreferrer">
                {t(item.label)}
              </Button>
            ) : (
              <Button as={RouterLink} variant="secondary" to={item.to}>
                {t(item.label)}
              </Button>
            )
          ) : item.external ? (
            <Link href={item.to} newTab style={targetSize}>
              {t(item.label)}
            </Link>
          ) : (
            <Link to={item.to} style={targetSize}>
              {t(item.label)}
            </Link>
          )}
        </li>
      ))}
    </Flex>
  );
}

export const renderer = LinksBlock;
