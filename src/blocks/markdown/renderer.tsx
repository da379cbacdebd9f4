import { useTranslation } from 'react-i18next';
import { SafeMarkdown } from '@/engine/blocks/safe-markdown';
import { useItemScope, valueAt, type BlockRendererProps } from '@/engine/blocks';
import type { MarkdownProps } from '@/generated/block-props';

type Props = MarkdownProps;

/** Markdown from the screen (`content`), a translation (`text`, an i18n key) or the detail's item (`field`). */
function MarkdownBlock({ block }: BlockRendererProps<Props>) {
  const { t } = useTranslation();
  const scope = useItemScope();
  const { content, text, field } = block.props ?? {};
  if (field) {
    const value = valueAt(scope?.item, field);
    return typeof value === 'string' && value ? <SafeMarkdown>{value}</SafeMarkdown> : null;
  }
  const source = content ?? (text ? t(text) : '');
  return <SafeMarkdown fromChannel>{source}</SafeMarkdown>;
}

export const renderer = MarkdownBlock;
