import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ItemRendererProps } from '@/engine/blocks';
import type { components } from '@/generated/api';
import { formatDate, fromEpochSeconds } from '@/lib/format';
import { TileMeta, TileText, TileTitle, TileTitleLink } from '../tile';
import { isUnreadNews, useNewsVisit } from './last-seen';

type NewsArticle = components['schemas']['NewsArticle'];

/** The full message's page (`/news-article/{id}`). */
export function newsArticlePath(article: Pick<NewsArticle, 'id'>): string {
  return `/news-article/${encodeURIComponent(article.id)}`;
}

const Item = styled.article<{ $unread: boolean }>`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  border-left: 4px solid ${({ theme, $unread }) => ($unread ? theme.menu.unreadBackground : 'transparent')};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12);
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  flex-wrap: wrap;
`;

const UnreadMarker = styled.span`
  display: inline-block;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.menu.unreadBackground};
  color: ${({ theme }) => theme.menu.unreadText};
  font-size: 12px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/**
 * `news-item`: title (links to `/news-article/{id}`), date (dd. MM. yyyy), excerpt and an unread
 * marker when the message is newer than the last-seen time stored under 'notification'.
 */
export function NewsItem({ item }: ItemRendererProps) {
  const article = item as NewsArticle | undefined;
  return article ? <NewsItemView article={article} /> : null;
}

function NewsItemView({ article }: { article: NewsArticle }) {
  const { t } = useTranslation();
  const titleId = useId();
  const lastSeen = useNewsVisit(article.timestamp);
  const unread = isUnreadNews(article.timestamp, lastSeen);
  const date = fromEpochSeconds(article.timestamp);
  const dateTime = Number.isFinite(date.getTime()) ? date.toISOString() : undefined;
  return (
    <Item aria-labelledby={titleId} $unread={unread} data-testid="news-item">
      <Top>
        {unread ? <UnreadMarker data-testid="news-unread">{t('news.unread')}</UnreadMarker> : null}
        <TileMeta as="time" dateTime={dateTime}>
          {formatDate(date)}
        </TileMeta>
      </Top>
      <TileTitle id={titleId}>
        <TileTitleLink to={newsArticlePath(article)}>{article.title}</TileTitleLink>
      </TileTitle>
      {article.perex ? <TileText>{article.perex}</TileText> : null}
    </Item>
  );
}
