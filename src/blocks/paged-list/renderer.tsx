import { createElement, useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import {
  ItemContext,
  ItemSuspense,
  namesItem,
  QueryError,
  Skeleton,
  Unavailable,
  useDataSource,
  useItemRenderer,
  usePagedItems,
  useResolvedParams,
  type Block,
  type BlockRendererProps,
  type PagedDataSource,
} from '@/engine/blocks';
import { Box, Button, Text, VisuallyHidden } from '@/engine/theme';
import { GenericCard } from './generic-card';
import { useEndOfList } from './use-end-of-list';
import type { PagedListProps } from '@/generated/block-props';

type Props = PagedListProps;

const Items = styled.ul<{ $variant: 'grid' | 'list' }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  ${({ $variant }) =>
    $variant === 'grid'
      ? css`
          grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
        `
      : css`
          grid-template-columns: 1fr;
        `}
`;
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

const keepItems = <T,>(items: T[]) => items;

type ListProps = { block: Block<Props>; source: PagedDataSource; pointer: string; template: ReactNode };

function List({ block, source, pointer, template }: ListProps) {
  const { t } = useTranslation();
  const props = block.props ?? ({} as Props);
  const { variant = 'grid', maxItems, infinite = true, itemProps = noProps } = props;
  const params = useResolvedParams(props.params);
  const { query, items } = usePagedItems(source, params);
  const Item = useItemRenderer(props.itemRenderer, pointer);
  const limited = maxItems !== undefined;
  // Stable per block: the source comes from the registry by name.
  const useItems = source.useItems ?? keepItems;
  const visible = useMemo(() => (limited ? items.slice(0, maxItems) : items), [items, limited, maxItems]);
  const shown = useItems(visible);
  const named = useMemo(() => namesItem(block.children), [block.children]);
  const canLoadMore = !limited && query.hasNextPage && !query.isFetchNextPageError;
  const loadMore = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };
  const sentinel = useEndOfList<HTMLDivElement>(infinite && canLoadMore && !query.isFetchingNextPage, loadMore);

  if (query.isPending) {
    return (
      <Items $variant={variant} aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: Math.min(maxItems ?? 4, 4) }, (_, i) => (
          <li key={i}>
            <Skeleton />
          </li>
        ))}
      </Items>
    );
  }
  if (query.isError && items.length === 0) return <QueryError onRetry={() => void query.refetch()} busy={query.isFetching} />;
  if (items.length === 0) return <Text py={3}>{t(props.emptyText ?? 'blocks.empty')}</Text>;

  const fallback = <Skeleton />;
  return (
    <Box>
      <Items $variant={variant}>
        {shown.map((item) => (
          <li key={item.id}>
            {block.children?.length ? (
              <ItemSuspense fallback={fallback}>
                <TemplateItem item={item} named={named}>
                  {template}
                </TemplateItem>
              </ItemSuspense>
            ) : Item ? (
              <ItemSuspense fallback={fallback}>{createElement(Item, { item, props: itemProps })}</ItemSuspense>
            ) : (
              <GenericCard item={item} linkTo={props.itemLinkTo} />
            )}
          </li>
        ))}
      </Items>
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

/**
 * A paged list (tile grid or list) from a named data source, de-duplicated by id. Its children, if
 * any, are the item template: rendered once per item, each item an article they read.
 */
function PagedListBlock({ block, children, pointer = `block:${block.type}` }: BlockRendererProps<Props>) {
  const source = useDataSource(block.props?.dataSource, 'paged', pointer);
  if (!source) return <Unavailable />;
  return <List block={block} source={source} pointer={pointer} template={children} />;
}

export const renderer = PagedListBlock;
