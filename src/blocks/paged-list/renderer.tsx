import { createElement, useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ItemContext, ItemGrid, ItemSuspense, namesItem, QueryError, Skeleton, useItemRenderer, type ListBlockProps } from '@/engine/blocks';
import { Box, Button, VisuallyHidden } from '@/engine/theme';
import { GenericCard } from './generic-card';
import { useEndOfList } from './use-end-of-list';
import type { PagedListProps } from '@/generated/block-props';
import { sharePagesWith } from '@/lib/query';
import { sharePages } from '@/lib/query/share-pages';

// A refreshed list keeps the pages and items that did not change (no tile renders again); the
// sharing comes with this chunk, not with the boot's.
sharePagesWith(sharePages);

const noProps: Record<string, unknown> = {};

/** One item of an item template: a card, its parts at the top and the list's heading level. */
const Card = styled.article`
  position: relative;
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12);
`;

/** The list's children rendered for one item, reading it as a `detail`'s children read theirs. */
function TemplateItem({ item, named, children }: { item: unknown; named: boolean; children: ReactNode }) {
  const id = useId();
  const titleId = named ? id : '';
  const scope = useMemo(() => ({ item, titleId, inList: true }), [item, titleId]);
  return (
    <Card aria-labelledby={named ? titleId : undefined}>
      <ItemContext.Provider value={scope}>{children}</ItemContext.Provider>
    </Card>
  );
}

/**
 * A paged list (tile grid or list) from a named data source, de-duplicated by id (the engine reads it
 * and shows loading, error and empty). Its children, if any, are the item template: rendered once per
 * item, each item an article they read.
 */
function PagedList({ block, props, items, query, pointer, children }: ListBlockProps<PagedListProps>) {
  const { t } = useTranslation();
  const { variant = 'grid', maxItems, infinite = true, itemProps = noProps } = props;
  const Item = useItemRenderer(props.itemRenderer, pointer);
  const named = useMemo(() => namesItem(block.children), [block.children]);
  const canLoadMore = maxItems === undefined && query.hasNextPage && !query.isFetchNextPageError;
  const loadMore = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };
  const sentinel = useEndOfList<HTMLDivElement>(infinite && canLoadMore && !query.isFetchingNextPage, loadMore);

  const fallback = <Skeleton />;
  return (
    <Box>
      <ItemGrid $variant={variant}>
        {items.map((item) => (
          <li key={item.id}>
            {block.children?.length ? (
              <ItemSuspense fallback={fallback}>
                <TemplateItem item={item} named={named}>
                  {children}
                </TemplateItem>
              </ItemSuspense>
            ) : Item ? (
              <ItemSuspense fallback={fallback}>{createElement(Item, { item, props: itemProps })}</ItemSuspense>
            ) : (
              <GenericCard item={item} linkTo={props.itemLinkTo} />
            )}
          </li>
        ))}
      </ItemGrid>
      {query.isFetchNextPageError ? <QueryError onRetry={loadMore} busy={query.isFetchingNextPage} /> : null}
      {canLoadMore ? (
        <Box textAlign="center" mt={4}>
          <div ref={sentinel} />
          <Button variant="secondary" onClick={loadMore} disabled={query.isFetchingNextPage} aria-busy={query.isFetchingNextPage}>
            {t('common.loadMore')}
          </Button>
        </Box>
      ) : null}
      <VisuallyHidden role="status">{query.isFetchingNextPage ? t('common.loading') : ''}</VisuallyHidden>
    </Box>
  );
}

export const renderer = PagedList;
