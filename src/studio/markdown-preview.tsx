// A markdown text as members will see it, beside its editor: the portal's own renderer
// (`SafeMarkdown`, the channel's allow-list of link schemes), updated as the operator types.
import styled from 'styled-components';
import { SafeMarkdown } from '@/engine/blocks/safe-markdown';
import { isObject } from '@/lib/preset-check/built-preset';
import type { Draft } from './draft-history';
import { useStudioT } from './studio-i18n';

const Box = styled.div`
  border: 1px dashed #6b6b6b;
  border-radius: 6px;
  padding: 4px 10px;
  margin: 4px 0 8px;
  background: #fff;
  color: #1a1a1a;
  max-width: 60ch;
`;

/** The rendered text, named "Preview of <key> in <language>" for screen readers and tests. */
export function MarkdownPreview({ source, textKey, language }: { source: string; textKey: string; language: string }) {
  const { t } = useStudioT();
  if (!source.trim()) return null;
  return (
    <Box role="group" aria-label={t('markdown.preview', { key: textKey, language })} lang={language.replace('_', '-')}>
      <SafeMarkdown fromChannel>{source}</SafeMarkdown>
    </Box>
  );
}

/** The text keys a markdown block of the draft shows (its `text` prop), at any depth of any screen. */
export function markdownTextKeys(draft: Pick<Draft, 'screens'>): Set<string> {
  const keys = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (isObject(node)) {
      if (node.type === 'markdown' && isObject(node.props) && typeof node.props.text === 'string') keys.add(node.props.text);
      Object.values(node).forEach(walk);
    }
  };
  walk(draft.screens ?? {});
  return keys;
}
