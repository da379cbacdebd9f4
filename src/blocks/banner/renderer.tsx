import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import styled, { css } from 'styled-components';
import { headingTag, useHeadingLevel, type BlockRendererProps } from '@/engine/blocks';
import { SafeMarkdown } from '@/engine/blocks/safe-markdown';
import { useLinkAvailability } from '@/engine/routes';
import { Button, Heading } from '@/engine/theme';
import type { BannerProps } from '@/generated/block-props';
import { configLink } from '@/lib/sanitize/link';

type Props = BannerProps;
type Tone = NonNullable<Props['tone']>;

// The accent is a border (a non-text mark); the text stays the theme's text on its surface, or the
// primary colour's own legible text (`onPrimary`) when the banner is filled.
const Panel = styled.section<{ $tone: Tone }>`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[3]}px`};
  border-radius: ${({ theme }) => theme.radii.md}px;
  ${({ theme, $tone }) =>
    $tone === 'promo'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
        `
      : css`
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          border-left: 6px solid ${$tone === 'info' ? theme.colors.primary : theme.colors[$tone]};
        `}
  & > * + * { margin-top: ${({ theme }) => theme.space[2]}px; }
`;

/** A campaign banner: title, markdown text, an optional in-app link (shown only where its route is open). */
function BannerBlock({ block }: BlockRendererProps<Props>) {
  const { t } = useTranslation();
  const level = useHeadingLevel();
  const available = useLinkAvailability();
  const id = useId();
  const { title = '', text, linkLabel, linkTo, tone = 'info' } = block.props ?? { title: '' };
  // Only an in-app link (`configLink`); validation reports any other target.
  const target = configLink(linkTo);
  const href = target && !target.newTab && available(target.href) ? target.href : null;
  return (
    <Panel $tone={tone} aria-labelledby={id} data-block="banner">
      <Heading as={headingTag(level)} id={id} fontSize={3}>
        {t(title)}
      </Heading>
      {text ? <SafeMarkdown>{t(text)}</SafeMarkdown> : null}
      {href && linkLabel ? (
        <div>
          <Button as={RouterLink} variant={tone === 'promo' ? 'secondary' : 'primary'} to={href}>
            {t(linkLabel)}
          </Button>
        </div>
      ) : null}
    </Panel>
  );
}

export const renderer = BannerBlock;
