import { useTranslation } from 'react-i18next';
import type { BlockRendererProps } from '@/engine/blocks';
import { Heading, Text } from '@/engine/theme';
import type { TextProps } from '@/generated/block-props';

type Props = TextProps;
const headingTags = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** `text`: a paragraph; `heading`: h1-h6 (default h2). The text is an i18n key with optional values. */
function TextBlock({ block }: BlockRendererProps<Props>) {
  const { t } = useTranslation();
  const { text = '', level, values } = block.props ?? { text: '' };
  const content = t(text, values ?? {});
  if (block.type === 'heading') {
    const tag = headingTags[Math.min(Math.max((level ?? 2) - 1, 0), 5)];
    return (
      <Heading as={tag} mb={3}>
        {content}
      </Heading>
    );
  }
  return <Text mb={3}>{content}</Text>;
}

export const renderer = TextBlock;
