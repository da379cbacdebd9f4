import { useId } from 'react';
import styled from 'styled-components';
import type { ItemRendererProps } from '@/engine/blocks';
import { SafeMarkdown } from '@/engine/blocks/safe-markdown';
import { Heading } from '@/engine/theme';
import type { components } from '@/generated/api';
import { formatDate, fromEpochSeconds } from '@/lib/format';

type Message = components['schemas']['NewsArticle'];

const ArticleBox = styled.article`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 760px;
  color: ${({ theme }) => theme.colors.text};
`;

const Meta = styled.time`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

const Cover = styled.img`
  display: block;
  width: 100%;
  max-height: 360px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md}px;
`;

/**
 * `news-article`: the full message: title, date (dd. MM. yyyy), image and markdown body. Links in
 * the body open in a new tab without opener or referrer; unsafe schemes are dropped (SafeMarkdown).
 */
export function NewsArticle({ item }: ItemRendererProps) {
  const titleId = useId();
  const article = item as Message | undefined;
  if (!article) return null;
  const date = fromEpochSeconds(article.timestamp);
  const valid = Number.isFinite(date.getTime());
  return (
    <ArticleBox aria-labelledby={titleId} data-testid="news-article">
      <header>
        <Heading as="h1" id={titleId} fontSize={[5, 6]} mb={2}>
          {article.title}
        </Heading>
        {valid ? <Meta dateTime={date.toISOString()}>{formatDate(date)}</Meta> : null}
      </header>
      {article.img ? <Cover src={article.img} alt="" decoding="async" /> : null}
      <SafeMarkdown>{article.body ?? ''}</SafeMarkdown>
    </ArticleBox>
  );
}
