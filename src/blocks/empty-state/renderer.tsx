import { useTranslation } from 'react-i18next';
import type { BlockRendererProps } from '@/engine/blocks';
import { Box, Link, Text } from '@/engine/theme';
import type { EmptyStateProps } from '@/generated/block-props';
import { configLink } from '@/lib/sanitize/link';

type Props = EmptyStateProps;

/** A centred message for screens with nothing to show, with an optional way on. */
function EmptyStateBlock({ block }: BlockRendererProps<Props>) {
  const { t } = useTranslation();
  const { text = 'blocks.empty', linkLabel } = block.props ?? {};
  // Only an in-app link (`configLink`); validation reports any other target.
  const linkTo = configLink(block.props?.linkTo)?.href;
  return (
    <Box textAlign="center" py={5} px={3} color="muted">
      <Text>{t(text)}</Text>
      {linkTo && linkLabel ? (
        <Box mt={3}>
          <Link to={linkTo}>{t(linkLabel)}</Link>
        </Box>
      ) : null}
    </Box>
  );
}

export const renderer = EmptyStateBlock;
