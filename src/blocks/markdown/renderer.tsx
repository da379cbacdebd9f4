import { useTranslation } from 'react-i18next';
import { SafeMarkdown } from '@/engine/blocks/safe-markdown';
import type { BlockRendererProps } from '@/engine/blocks';
import type { MarkdownProps } from '@/generated/block-props';

type Props = MarkdownProps;

/** Markdown from the screen (`content`) or from a translation (`text`, an i18n key). */
function MarkdownBlock({ block }: BlockRendererProps<Props>) {
  const { t } = useTranslation();
  const { content, text } = block.props ?? {};
  const source = content ?? (text ? t(text) : '');
  return <SafeMarkdown>{source}</SafeMarkdown>;
}

export const renderer = MarkdownBlock;
