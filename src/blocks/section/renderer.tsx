import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { headingTag, NestedHeadings, useHeadingLevel, type BlockRendererProps } from '@/engine/blocks';
import { useLinkAvailability } from '@/engine/routes';
import { Flex, Heading, Link, Stack } from '@/engine/theme';
import type { SectionProps } from '@/generated/block-props';
import { configLink } from '@/lib/sanitize/link';

type Props = SectionProps;

/** A titled part of a screen (dashboard sections) with an optional show-all link. */
function SectionBlock({ block, children }: BlockRendererProps<Props>) {
  const { t } = useTranslation();
  const headingId = useId();
  const level = useHeadingLevel();
  const available = useLinkAvailability();
  const { title, showAllLabel = 'common.showAll' } = block.props ?? {};
  // Only an in-app link (`configLink`), and not to a route the settings or session close.
  const path = configLink(block.props?.showAllTo)?.href;
  const showAllTo = path && available(path) ? path : undefined;
  return (
    <Stack as="section" gap={3} mb={4} aria-labelledby={title ? headingId : undefined}>
      {title || showAllTo ? (
        <Flex alignItems="baseline" justifyContent="space-between" flexWrap="wrap" style={{ gap: 8 }}>
          {title ? (
            <Heading as={headingTag(level)} id={headingId} fontSize={4}>
              {t(title)}
            </Heading>
          ) : null}
          {showAllTo ? (
            <Link to={showAllTo} aria-describedby={title ? headingId : undefined}>
              {t(showAllLabel)}
            </Link>
          ) : null}
        </Flex>
      ) : null}
      {title ? <NestedHeadings>{children}</NestedHeadings> : children}
    </Stack>
  );
}

export const renderer = SectionBlock;
